import { useDocumentTitle } from '#web/components/page-title.tsx';
import { BrowseCatalogue } from '#web/features/catalogue/components/browse.tsx';

export default function ShopperBrowseScreen() {
  useDocumentTitle('Shop | Oja');
  return <BrowseCatalogue title="Shop from Nigerian businesses" />;
}

import { Container } from '@mantine/core';
import { BrowseCatalogue } from '#web/features/catalogue/components/browse.tsx';

export default function ExploreScreen() {
  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <BrowseCatalogue title="Explore" />
    </Container>
  );
}

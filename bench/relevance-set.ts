/**
 * The hand-labelled queries bench/relevance.ts asks the product search, written from the demo
 * catalogue (src/server/seed/catalogue-data.ts) for what a shopper typing each query would
 * expect to see in the first five results, never from what any version of the search returns.
 *
 * A label is a product's exact name, and any product of that name counts ("Fresh tomatoes" and
 * "Sweet potatoes" are sold by two shops each, and either shop's is what the shopper means); a
 * label "Name @ shop-handle" counts only that shop's product (the store queries use it, since
 * their products are all the shop sells). `relevant: []` marks a query the catalogue has nothing
 * for (no garri, no yams, no second-hand clothes): those are counted apart.
 *
 * Judgements a reader could make differently, made once here: "phone" means a smartphone, not
 * headphones; a laptop bag is welcome when looking for a laptop; "kaftan" and "bubu" are the
 * loose Ankara house robe; "okrika" is second-hand clothing, which the catalogue does not sell
 * (a refurbished phone is not okrika); party fried rice is not jollof.
 */
import { SHOPS } from '../src/server/seed/catalogue-data.ts';

export type Kind =
  | 'plain'
  | 'plural'
  | 'part-of-word'
  | 'split-joined'
  | 'synonym'
  | 'typo'
  | 'local-name'
  | 'store'
  | 'no-match';
export type Judged = { query: string; kind: Kind; relevant: string[] };

/** Every product of a shop, as labels that count only that shop's products. */
function shop(handle: string): string[] {
  const found = SHOPS.find((s) => s.handle === handle);
  if (!found) throw new Error(`No shop ${handle} in the demo catalogue`);
  return found.lines.map((l) => `${l.name} @ ${handle}`);
}

// What a shopper means by each thing, listed once for the queries that ask for it in other words.
const SMARTPHONES = ['Android smartphone', 'Refurbished smartphone'];
const LAPTOPS = ['14-inch laptop', 'Leather laptop bag'];
const HEADPHONES = ['Over-ear headphones'];
const SNEAKERS = [
  'Everyday sneakers',
  'Running sneakers',
  'Canvas sneakers',
  'Kids’ sneakers',
  'Training shoes',
];
const SANDALS = [
  'Women’s leather sandals',
  'Heeled leather sandals',
  'Leather sandals',
  'Ladies’ slide sandals',
];
const BOOTS = [
  'Leather ankle boots',
  'Leather work boots',
  'Knee-high leather boots',
  'Women’s leather boots',
  'Hiking boots',
  'Safety work boots',
];
const KIDS_SHOES = [
  'Kids’ sneakers',
  'Leather school shoes',
  'Boys’ school shoes',
  'Girls’ ballet shoes',
];
const LIPSTICKS = ['Shea lipstick', 'Matte lipstick', 'Long-lasting lip colour'];
const TSHIRTS = ['Cotton crew-neck T-shirt', 'Plain cotton T-shirt'];
const JEANS = ['Straight-leg denim jeans', 'Slim-fit jeans'];
const HANDBAGS = [
  'Leather tote handbag',
  'Two-tone leather handbag',
  'Leather shoulder bag',
  'Beaded clutch bag',
];
const BAGS = [
  ...HANDBAGS,
  'Leather laptop bag',
  'Nursery school bag',
  'Canvas backpack',
  'School backpack',
];
const BRIEFCASES = ['Leather briefcase', 'Office briefcase'];
const SUNGLASSES = ['Dark sunglasses', 'Polarised sunglasses'];
const WATCHES = ['Analogue wristwatch', 'Leather-strap wristwatch'];
const SHEA = [
  'Shea butter body lotion',
  'Shea hair moisturiser',
  'Handmade shea soap bar',
  'Shea lipstick',
];
const HONEY = ['Pure forest honey', 'Raw honeycomb honey', 'Northern honey'];
const FOOTBALLS = ['Match football', 'Training football (size 4)'];
const BALLS = [...FOOTBALLS, 'Basketball', 'Volleyball'];
const TEAPOTS = ['Ceramic teapot', 'Glazed clay teapot', 'Painted teapot'];
const SCREWDRIVERS = ['Screwdriver', 'Screwdriver set'];
const TORCHES = ['Rechargeable LED torch', 'Inspection torch'];
const SOFAS = ['Three-seater sofa', 'Two-seater sofa'];
const SPANNERS = ['Combination spanner', 'Adjustable wrench'];
const BICYCLES = ['Kids’ bicycle', 'Road bicycle'];
const TOMATOES = ['Fresh tomatoes', 'Plum tomatoes'];
const ONIONS = ['Red onions', 'Spring onions', 'White onions', 'Sokoto red onions'];
const POTATOES = ['Irish potatoes', 'Baby potatoes', 'Sweet potatoes'];
const MANGOES = ['Ripe mangoes', 'Mango box (12 pieces)'];
const COCONUTS = ['Dry coconut', 'Fresh coconuts', 'Coconuts'];
const STRAWBERRIES = ['Jos strawberries', 'Strawberries (1kg tray)'];
const WATERMELONS = ['Watermelons', 'Watermelon'];
const ORANGES = ['Benue sweet oranges', 'Tangerines'];
const GROUNDNUTS = [
  'Roasted groundnuts',
  'Groundnuts (shelled)',
  'Benue groundnuts',
  'Roasted peanuts',
];
const MAIZE = ['Dried maize', 'Popcorn maize', 'Fresh maize cobs', 'Sweet corn'];
const PEPPERS = [
  'Dried chilli pepper',
  'Scotch bonnet peppers (ata rodo)',
  'Green bell peppers',
  'Green peppers',
];
const BELL_PEPPERS = ['Green bell peppers', 'Green peppers'];
const CHILLIES = ['Dried chilli pepper', 'Scotch bonnet peppers (ata rodo)'];
const SCENT_LEAVES = ['Dried scent leaves (nchanwu)'];

export const RELEVANCE_SET: Judged[] = [
  // The product's own words.
  { query: 'laptop', kind: 'plain', relevant: LAPTOPS },
  { query: 'shea butter', kind: 'plain', relevant: SHEA },
  { query: 'honey', kind: 'plain', relevant: HONEY },
  { query: 'football', kind: 'plain', relevant: [...FOOTBALLS, 'Mini football goal'] },
  { query: 'wristwatch', kind: 'plain', relevant: WATCHES },
  { query: 'backpack', kind: 'plain', relevant: ['Canvas backpack', 'School backpack'] },
  { query: 'teapot', kind: 'plain', relevant: TEAPOTS },
  { query: 'frying pan', kind: 'plain', relevant: ['Non-stick frying pan', 'Egg frying pan'] },
  { query: 'leather bag', kind: 'plain', relevant: BAGS.filter((b) => /leather/i.test(b)) },
  { query: 'engine oil', kind: 'plain', relevant: ['Engine oil drum (25L)'] },
  {
    query: 'fire extinguisher',
    kind: 'plain',
    relevant: ['Car fire extinguisher', 'Fire extinguisher (2kg)'],
  },
  { query: 'teddy bear', kind: 'plain', relevant: ['Soft teddy bear', 'Mini teddy bear'] },
  { query: 'pepper', kind: 'plain', relevant: PEPPERS },
  { query: 'bat', kind: 'plain', relevant: ['Table tennis bat'] },
  { query: 'tennis', kind: 'plain', relevant: ['Tennis racket', 'Table tennis bat'] },
  { query: 'lipstick', kind: 'plain', relevant: LIPSTICKS },
  { query: 'maize', kind: 'plain', relevant: MAIZE },
  { query: 'jeans', kind: 'plain', relevant: JEANS },
  { query: 'crayfish', kind: 'plain', relevant: ['Dried crayfish'] },
  { query: 'wedding ring', kind: 'plain', relevant: ['Silver wedding ring'] },

  // One where the catalogue has many, or many where it has one.
  { query: 'sneaker', kind: 'plural', relevant: SNEAKERS },
  { query: 'battery', kind: 'plural', relevant: ['Rechargeable AA batteries (4-pack)'] },
  { query: 'batteries', kind: 'plural', relevant: ['Rechargeable AA batteries (4-pack)'] },
  { query: 'tomato', kind: 'plural', relevant: TOMATOES },
  { query: 'onion', kind: 'plural', relevant: ONIONS },
  { query: 'mango', kind: 'plural', relevant: MANGOES },
  { query: 'potato', kind: 'plural', relevant: POTATOES },
  { query: 'sweet potato', kind: 'plural', relevant: ['Sweet potatoes'] },
  { query: 'boot', kind: 'plural', relevant: BOOTS },
  { query: 'sandal', kind: 'plural', relevant: SANDALS },
  { query: 'knives', kind: 'plural', relevant: ['Chef’s kitchen knife', 'Bread knife'] },
  { query: 'strawberry', kind: 'plural', relevant: STRAWBERRIES },
  { query: 'coconut', kind: 'plural', relevant: COCONUTS },
  { query: 'egg', kind: 'plural', relevant: ['Farm eggs (crate of 30)'] },
  { query: 'headphone', kind: 'plural', relevant: HEADPHONES },
  { query: 'glove', kind: 'plural', relevant: ['Boxing gloves', 'Gym gloves'] },
  {
    query: 'plates',
    kind: 'plural',
    relevant: ['Dinner plate and cutlery set', 'Ceramic dinner plate set'],
  },
  { query: 'brooms', kind: 'plural', relevant: ['Broom'] },

  // The query is the end or the middle of the product's word.
  { query: 'phone', kind: 'part-of-word', relevant: SMARTPHONES },
  { query: 'ball', kind: 'part-of-word', relevant: BALLS },
  { query: 'bag', kind: 'part-of-word', relevant: BAGS },
  { query: 'corn', kind: 'part-of-word', relevant: [...MAIZE, 'Sweet popcorn (pack)'] },
  { query: 'berry', kind: 'part-of-word', relevant: STRAWBERRIES },
  { query: 'melon', kind: 'part-of-word', relevant: WATERMELONS },
  { query: 'driver', kind: 'part-of-word', relevant: SCREWDRIVERS },
  { query: 'coat', kind: 'part-of-word', relevant: ['Camel trench coat', 'Beige overcoat'] },
  { query: 'brush', kind: 'part-of-word', relevant: ['Soft-bristle toothbrush'] },

  // One word typed as two, or two as one.
  { query: 'lip stick', kind: 'split-joined', relevant: LIPSTICKS },
  { query: 'head phones', kind: 'split-joined', relevant: HEADPHONES },
  { query: 'tshirt', kind: 'split-joined', relevant: TSHIRTS },
  { query: 't shirt', kind: 'split-joined', relevant: TSHIRTS },
  { query: 'smart phone', kind: 'split-joined', relevant: SMARTPHONES },
  { query: 'hand bag', kind: 'split-joined', relevant: HANDBAGS },
  { query: 'brief case', kind: 'split-joined', relevant: BRIEFCASES },
  { query: 'tooth brush', kind: 'split-joined', relevant: ['Soft-bristle toothbrush'] },
  { query: 'screw driver', kind: 'split-joined', relevant: SCREWDRIVERS },
  { query: 'key board', kind: 'split-joined', relevant: ['Slim USB keyboard'] },
  { query: 'sun glasses', kind: 'split-joined', relevant: SUNGLASSES },
  { query: 'wrist watch', kind: 'split-joined', relevant: WATCHES },
  { query: 'ground nuts', kind: 'split-joined', relevant: GROUNDNUTS },
  { query: 'water melon', kind: 'split-joined', relevant: WATERMELONS },
  { query: 'pop corn', kind: 'split-joined', relevant: ['Popcorn maize', 'Sweet popcorn (pack)'] },
  { query: 'flipflops', kind: 'split-joined', relevant: ['Beach flip-flops'] },
  { query: 'tea pot', kind: 'split-joined', relevant: TEAPOTS },
  { query: 'foot ball', kind: 'split-joined', relevant: FOOTBALLS },

  // Another English's word (British, American, Nigerian) or Pidgin for what the shop calls it.
  { query: 'mobile phone', kind: 'synonym', relevant: SMARTPHONES },
  { query: 'cell phone', kind: 'synonym', relevant: SMARTPHONES },
  { query: 'handset', kind: 'synonym', relevant: SMARTPHONES },
  { query: 'used phone', kind: 'synonym', relevant: ['Refurbished smartphone'] },
  { query: 'trainers', kind: 'synonym', relevant: SNEAKERS },
  { query: 'soccer ball', kind: 'synonym', relevant: FOOTBALLS },
  { query: 'flashlight', kind: 'synonym', relevant: TORCHES },
  { query: 'torchlight', kind: 'synonym', relevant: TORCHES },
  { query: 'couch', kind: 'synonym', relevant: SOFAS },
  { query: 'settee', kind: 'synonym', relevant: SOFAS },
  { query: 'wrench', kind: 'synonym', relevant: SPANNERS },
  { query: 'spanner', kind: 'synonym', relevant: SPANNERS },
  { query: 'tv', kind: 'synonym', relevant: ['Portable television set'] },
  { query: 'biro', kind: 'synonym', relevant: ['Ballpoint pens (pack of 10)'] },
  { query: 'bike', kind: 'synonym', relevant: BICYCLES },
  { query: 'toilet roll', kind: 'synonym', relevant: ['Toilet tissue (12 rolls)'] },
  { query: 'eggplant', kind: 'synonym', relevant: ['Purple aubergines'] },
  { query: 'capsicum', kind: 'synonym', relevant: BELL_PEPPERS },
  { query: 'sweet pepper', kind: 'synonym', relevant: BELL_PEPPERS },
  { query: 'chili', kind: 'synonym', relevant: CHILLIES },
  { query: 'peanuts', kind: 'synonym', relevant: GROUNDNUTS },
  { query: 'diaper pin', kind: 'synonym', relevant: ['Nappy safety pins'] },
  { query: 'pumpkin leaves', kind: 'synonym', relevant: ['Fresh ugu leaves'] },
  { query: 'okro soup', kind: 'synonym', relevant: ['Seafood okra soup (2-litre pot)'] },
  { query: 'kaftan', kind: 'synonym', relevant: ['Ankara print house robe'] },
  { query: 'pikin shoe', kind: 'synonym', relevant: KIDS_SHOES },

  // Misspelt.
  { query: 'labtop', kind: 'typo', relevant: LAPTOPS },
  { query: 'headfones', kind: 'typo', relevant: HEADPHONES },
  { query: 'smartfone', kind: 'typo', relevant: SMARTPHONES },
  { query: 'sandels', kind: 'typo', relevant: SANDALS },
  { query: 'tomatoe', kind: 'typo', relevant: TOMATOES },
  { query: 'sneekers', kind: 'typo', relevant: SNEAKERS },
  { query: 'lipstik', kind: 'typo', relevant: LIPSTICKS },
  { query: 'watermellon', kind: 'typo', relevant: WATERMELONS },
  { query: 'brocoli', kind: 'typo', relevant: ['Broccoli heads'] },
  { query: 'hanbag', kind: 'typo', relevant: HANDBAGS },
  { query: 'footbal', kind: 'typo', relevant: FOOTBALLS },
  { query: 'avocardo', kind: 'typo', relevant: ['Avocado pears'] },
  { query: 'strawbery', kind: 'typo', relevant: STRAWBERRIES },
  { query: 'jeens', kind: 'typo', relevant: JEANS },
  { query: 'cucumba', kind: 'typo', relevant: ['Cucumbers'] },
  { query: 'sunglases', kind: 'typo', relevant: SUNGLASSES },

  // Nigerian names of foods, fabrics and clothes (Yoruba, Igbo, Hausa, Efik).
  { query: 'ata rodo', kind: 'local-name', relevant: ['Scotch bonnet peppers (ata rodo)'] },
  { query: 'ata', kind: 'local-name', relevant: PEPPERS },
  { query: 'tatashe', kind: 'local-name', relevant: BELL_PEPPERS },
  { query: 'shombo', kind: 'local-name', relevant: ['Dried chilli pepper'] },
  { query: 'oloyin', kind: 'local-name', relevant: ['Honey beans (oloyin)'] },
  { query: 'ewa', kind: 'local-name', relevant: ['Honey beans (oloyin)', 'Brown beans'] },
  { query: 'nchanwu', kind: 'local-name', relevant: SCENT_LEAVES },
  { query: 'efirin', kind: 'local-name', relevant: SCENT_LEAVES },
  { query: 'ugu', kind: 'local-name', relevant: ['Fresh ugu leaves'] },
  { query: 'ofada', kind: 'local-name', relevant: ['Ofada rice and sauce tray'] },
  { query: 'afang', kind: 'local-name', relevant: ['Afang soup (2-litre pot)'] },
  { query: 'edikang ikong', kind: 'local-name', relevant: ['Edikang ikong soup (2-litre pot)'] },
  {
    query: 'adire',
    kind: 'local-name',
    relevant: ['Indigo adire midi dress', 'Adire kimono jacket'],
  },
  { query: 'ankara', kind: 'local-name', relevant: ['Ankara print house robe'] },
  { query: 'bubu', kind: 'local-name', relevant: ['Ankara print house robe'] },
  { query: 'ori', kind: 'local-name', relevant: SHEA },
  { query: 'alubosa', kind: 'local-name', relevant: ONIONS },
  { query: 'mangoro', kind: 'local-name', relevant: MANGOES },
  { query: 'gyada', kind: 'local-name', relevant: GROUNDNUTS },
  { query: 'agbado', kind: 'local-name', relevant: MAIZE },
  { query: 'oroma', kind: 'local-name', relevant: ORANGES },

  // A shop's name: whatever it sells.
  { query: 'adire lounge', kind: 'store', relevant: shop('adire-lounge') },
  { query: 'ikeja gadget', kind: 'store', relevant: shop('ikeja-gadget-hub') },
  { query: 'kano leatherworks', kind: 'store', relevant: shop('kano-leatherworks') },
  { query: 'mama nkechi', kind: 'store', relevant: shop('mama-nkechi-spices') },
  { query: 'calabar kitchen', kind: 'store', relevant: shop('calabar-kitchen') },
  { query: 'abuja book nook', kind: 'store', relevant: shop('abuja-book-nook') },
  { query: 'ilorin pottery', kind: 'store', relevant: shop('ilorin-pottery') },
  { query: 'warri auto', kind: 'store', relevant: shop('warri-auto-parts') },
  { query: 'lekki fitness', kind: 'store', relevant: shop('lekki-fitness') },
  { query: 'shea naturals', kind: 'store', relevant: shop('shea-naturals') },

  // Nothing in the catalogue: the best answer is an empty page.
  { query: 'okrika', kind: 'no-match', relevant: [] },
  { query: 'aso ebi', kind: 'no-match', relevant: [] },
  { query: 'garri', kind: 'no-match', relevant: [] },
  { query: 'gari', kind: 'no-match', relevant: [] },
  { query: 'agbada', kind: 'no-match', relevant: [] },
  { query: 'yam', kind: 'no-match', relevant: [] },
  { query: 'palm oil', kind: 'no-match', relevant: [] },
  { query: 'iphone', kind: 'no-match', relevant: [] },
  { query: 'generator', kind: 'no-match', relevant: [] },
  { query: 'egusi', kind: 'no-match', relevant: [] },
  { query: 'jollof rice', kind: 'no-match', relevant: [] },
  { query: 'power bank', kind: 'no-match', relevant: [] },
  { query: 'agbalumo', kind: 'no-match', relevant: [] },
  { query: 'plantain', kind: 'no-match', relevant: [] },
  { query: 'fridge', kind: 'no-match', relevant: [] },
];

/** A label's product name, and the shop it must come from when it names one. */
export function parseLabel(label: string): { name: string; handle: string | null } {
  const at = label.lastIndexOf(' @ ');
  return at < 0
    ? { name: label, handle: null }
    : { name: label.slice(0, at), handle: label.slice(at + 3) };
}

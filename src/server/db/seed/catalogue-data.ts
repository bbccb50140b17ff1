import type { Drawing } from './artwork.ts';

/** The demo marketplace: believable Nigerian businesses and what they sell. */
export type Line = {
  name: string;
  drawing: Drawing;
  price: [number, number];
  variants?: { type: string; names: string[] };
};
export type Shop = {
  name: string;
  handle: string;
  category: string;
  state: string;
  city: string;
  lga: string;
  about: string;
  lines: Line[];
};

const sizes = { type: 'size', names: ['S', 'M', 'L', 'XL'] };
const shoeSizes = { type: 'size', names: ['40', '41', '42', '43', '44'] };
const colours = { type: 'colour', names: ['Black', 'Brown', 'Tan'] };
const weights = { type: 'weight', names: ['500g', '1kg', '2kg'] };
const volumes = { type: 'volume', names: ['250ml', '500ml', '1L'] };

const fashion: Line[] = [
  { name: 'Ankara wrap dress', drawing: 'dress', price: [14000, 28000], variants: sizes },
  { name: 'Adire kaftan', drawing: 'dress', price: [18000, 35000], variants: sizes },
  { name: 'Aso-oke gele', drawing: 'dress', price: [9000, 22000] },
  { name: 'Agbada three-piece', drawing: 'dress', price: [45000, 120000], variants: sizes },
  { name: 'Leather tote bag', drawing: 'bag', price: [16000, 38000], variants: colours },
  { name: 'Beaded clutch purse', drawing: 'bag', price: [8000, 15000] },
];
const shoes: Line[] = [
  { name: 'Handmade leather sandals', drawing: 'bag', price: [9000, 18000], variants: shoeSizes },
  { name: 'Men’s suede loafers', drawing: 'bag', price: [22000, 40000], variants: shoeSizes },
  { name: 'Palm slippers', drawing: 'bag', price: [6000, 12000], variants: shoeSizes },
];
const food: Line[] = [
  { name: 'Suya spice (yaji)', drawing: 'jar', price: [2500, 6000], variants: weights },
  { name: 'Ofada rice', drawing: 'basket', price: [5000, 14000], variants: weights },
  { name: 'Red palm oil', drawing: 'bottle', price: [3500, 9000], variants: volumes },
  { name: 'Egusi seeds', drawing: 'basket', price: [3000, 8000], variants: weights },
  { name: 'Zobo drink mix', drawing: 'bottle', price: [1500, 4000], variants: volumes },
  { name: 'Chin chin snack pack', drawing: 'jar', price: [1200, 3500] },
  { name: 'Dried crayfish', drawing: 'basket', price: [4000, 9000], variants: weights },
];
const beauty: Line[] = [
  { name: 'Raw shea butter', drawing: 'jar', price: [2500, 7000], variants: weights },
  { name: 'African black soap', drawing: 'jar', price: [1500, 4500] },
  { name: 'Hair growth oil', drawing: 'bottle', price: [3500, 9000], variants: volumes },
  {
    name: 'Human hair wig',
    drawing: 'toy',
    price: [45000, 150000],
    variants: { type: 'length', names: ['12"', '16"', '20"'] },
  },
  { name: 'Matte lipstick set', drawing: 'bottle', price: [6000, 14000] },
];
const gadgets: Line[] = [
  {
    name: 'Android smartphone',
    drawing: 'phone',
    price: [85000, 320000],
    variants: { type: 'storage', names: ['64GB', '128GB', '256GB'] },
  },
  { name: 'Fast phone charger', drawing: 'phone', price: [4500, 12000] },
  { name: 'Power bank 20000mAh', drawing: 'phone', price: [12000, 25000] },
  { name: 'Wireless earbuds', drawing: 'toy', price: [9000, 35000], variants: colours },
  { name: 'Solar lantern', drawing: 'bottle', price: [7000, 18000] },
];
const home: Line[] = [
  { name: 'Clay cooking pot', drawing: 'pot', price: [6000, 18000] },
  { name: 'Woven raffia basket', drawing: 'basket', price: [4000, 12000] },
  { name: 'Ankara throw pillow', drawing: 'chair', price: [5500, 11000], variants: colours },
  { name: 'Mahogany side stool', drawing: 'chair', price: [25000, 70000] },
  { name: 'Non-stick frying pan', drawing: 'pot', price: [9000, 22000] },
];
const art: Line[] = [
  { name: 'Bronze head sculpture', drawing: 'pot', price: [60000, 250000] },
  { name: 'Coral bead necklace', drawing: 'beads', price: [15000, 60000] },
  { name: 'Glass bead bracelet', drawing: 'beads', price: [3000, 9000], variants: colours },
  { name: 'Adire wall hanging', drawing: 'dress', price: [12000, 40000] },
  { name: 'Carved wooden mask', drawing: 'toy', price: [18000, 55000] },
];
const books: Line[] = [
  { name: 'Yoruba proverbs collection', drawing: 'book', price: [4500, 9000] },
  { name: 'Children’s picture book', drawing: 'book', price: [3000, 7000] },
  { name: 'Hardcover notebook', drawing: 'book', price: [2000, 5000], variants: colours },
  { name: 'WAEC past questions', drawing: 'book', price: [2500, 6000] },
];
const baby: Line[] = [
  {
    name: 'Cotton baby romper',
    drawing: 'dress',
    price: [4000, 9000],
    variants: { type: 'age', names: ['0-3m', '3-6m', '6-12m'] },
  },
  { name: 'Soft plush toy', drawing: 'toy', price: [3500, 9000] },
  { name: 'Baby carrier wrap', drawing: 'bag', price: [9000, 20000] },
];
const health: Line[] = [
  { name: 'Moringa powder', drawing: 'jar', price: [3000, 7000], variants: weights },
  { name: 'Ginger and garlic tea', drawing: 'jar', price: [2000, 5000] },
  { name: 'Yoga mat', drawing: 'ball', price: [9000, 20000], variants: colours },
];
const sport: Line[] = [
  { name: 'Super Eagles jersey', drawing: 'dress', price: [15000, 35000], variants: sizes },
  { name: 'Football', drawing: 'ball', price: [8000, 25000] },
  { name: 'Skipping rope', drawing: 'ball', price: [2500, 6000] },
  {
    name: 'Dumbbell pair',
    drawing: 'gear',
    price: [12000, 40000],
    variants: { type: 'weight', names: ['2kg', '5kg', '10kg'] },
  },
];
const auto: Line[] = [
  { name: 'Brake pads set', drawing: 'gear', price: [12000, 35000] },
  {
    name: 'Engine oil 5W-30',
    drawing: 'bottle',
    price: [9000, 22000],
    variants: { type: 'volume', names: ['1L', '4L'] },
  },
  { name: 'Car phone holder', drawing: 'phone', price: [3500, 8000] },
];

export const SHOPS: Shop[] = [
  {
    name: 'Adire Lounge',
    handle: 'adire-lounge',
    category: 'fashion-clothing',
    state: 'Ogun',
    city: 'Abeokuta',
    lga: 'Abeokuta South',
    about: 'Hand-dyed adire from Itoku market, made into clothes you can wear every day.',
    lines: fashion,
  },
  {
    name: 'Kano Leatherworks',
    handle: 'kano-leatherworks',
    category: 'fashion-clothing',
    state: 'Kano',
    city: 'Kano',
    lga: 'Kano Municipal',
    about: 'Tanned and stitched in Kano: bags, sandals and slippers built to last.',
    lines: [...shoes, fashion[4]!, fashion[5]!],
  },
  {
    name: 'Mama Nkechi Spices',
    handle: 'mama-nkechi-spices',
    category: 'food-groceries',
    state: 'Enugu',
    city: 'Enugu',
    lga: 'Enugu North',
    about: 'Soup ingredients and spices, cleaned and packed by Mama Nkechi since 1998.',
    lines: food,
  },
  {
    name: 'Ikeja Gadget Hub',
    handle: 'ikeja-gadget-hub',
    category: 'phones-electronics',
    state: 'Lagos',
    city: 'Ikeja',
    lga: 'Ikeja',
    about: 'Original phones and accessories with a 6-month warranty. Computer Village, Ikeja.',
    lines: gadgets,
  },
  {
    name: 'Shea Naturals',
    handle: 'shea-naturals',
    category: 'beauty-personal-care',
    state: 'Niger',
    city: 'Minna',
    lga: 'Chanchaga',
    about: 'Unrefined shea butter and black soap from women’s cooperatives in Niger State.',
    lines: beauty,
  },
  {
    name: 'Iseyin Aso-Oke House',
    handle: 'iseyin-aso-oke',
    category: 'fashion-clothing',
    state: 'Oyo',
    city: 'Iseyin',
    lga: 'Iseyin',
    about: 'Hand-woven aso-oke for weddings and owambe, in any colour you need.',
    lines: fashion,
  },
  {
    name: 'Jos Highland Farms',
    handle: 'jos-highland-farms',
    category: 'food-groceries',
    state: 'Plateau',
    city: 'Jos',
    lga: 'Jos North',
    about: 'Fresh produce from the Plateau, packed the morning it ships.',
    lines: food,
  },
  {
    name: 'Calabar Kitchen',
    handle: 'calabar-kitchen',
    category: 'food-groceries',
    state: 'Cross River',
    city: 'Calabar',
    lga: 'Calabar Municipal',
    about: 'Everything for afang, edikang ikong and pepper soup, straight from Watt market.',
    lines: food,
  },
  {
    name: 'Benin Bronze Crafts',
    handle: 'benin-bronze-crafts',
    category: 'art-crafts',
    state: 'Edo',
    city: 'Benin City',
    lga: 'Oredo',
    about: 'Igun Street casters making bronze and coral pieces the way their guild always has.',
    lines: art,
  },
  {
    name: 'Port Harcourt Home Store',
    handle: 'ph-home-store',
    category: 'home-kitchen',
    state: 'Rivers',
    city: 'Port Harcourt',
    lga: 'Port Harcourt',
    about: 'Kitchenware and home décor delivered across Rivers State.',
    lines: home,
  },
  {
    name: 'Abuja Book Nook',
    handle: 'abuja-book-nook',
    category: 'books-stationery',
    state: 'Federal Capital Territory',
    city: 'Wuse',
    lga: 'Abuja Municipal',
    about: 'Nigerian authors, children’s books and exam prep, shipped nationwide.',
    lines: books,
  },
  {
    name: 'Onitsha Baby World',
    handle: 'onitsha-baby-world',
    category: 'baby-kids',
    state: 'Anambra',
    city: 'Onitsha',
    lga: 'Onitsha North',
    about: 'Everything for little ones at Onitsha market prices.',
    lines: baby,
  },
  {
    name: 'Kaduna Wellness',
    handle: 'kaduna-wellness',
    category: 'health-wellness',
    state: 'Kaduna',
    city: 'Kaduna',
    lga: 'Kaduna North',
    about: 'Natural wellness products, NAFDAC-registered where required.',
    lines: health,
  },
  {
    name: 'Owerri Glam Studio',
    handle: 'owerri-glam',
    category: 'beauty-personal-care',
    state: 'Imo',
    city: 'Owerri',
    lga: 'Owerri Municipal',
    about: 'Wigs, lashes and makeup for every occasion.',
    lines: beauty,
  },
  {
    name: 'Ibadan Furniture Works',
    handle: 'ibadan-furniture',
    category: 'home-kitchen',
    state: 'Oyo',
    city: 'Ibadan',
    lga: 'Ibadan North',
    about: 'Solid wood furniture made to order in Ibadan.',
    lines: home,
  },
  {
    name: 'Uyo Beadworks',
    handle: 'uyo-beadworks',
    category: 'art-crafts',
    state: 'Akwa Ibom',
    city: 'Uyo',
    lga: 'Uyo',
    about: 'Beads strung by hand for brides, chiefs and everyday style.',
    lines: art,
  },
  {
    name: 'Aba Made Shoes',
    handle: 'aba-made-shoes',
    category: 'fashion-clothing',
    state: 'Abia',
    city: 'Aba',
    lga: 'Aba North',
    about: 'Proudly made in Aba: leather shoes at factory prices.',
    lines: shoes,
  },
  {
    name: 'Sokoto Grains',
    handle: 'sokoto-grains',
    category: 'food-groceries',
    state: 'Sokoto',
    city: 'Sokoto',
    lga: 'Sokoto North',
    about: 'Rice, millet and beans from northern farms, in bags of every size.',
    lines: food,
  },
  {
    name: 'Warri Auto Parts',
    handle: 'warri-auto-parts',
    category: 'automotive',
    state: 'Delta',
    city: 'Warri',
    lga: 'Warri South',
    about: 'Genuine parts and lubricants for Toyota, Honda and more.',
    lines: auto,
  },
  {
    name: 'Lekki Fitness Gear',
    handle: 'lekki-fitness',
    category: 'sports-fitness',
    state: 'Lagos',
    city: 'Lekki',
    lga: 'Eti-Osa',
    about: 'Jerseys, balls and gym equipment for Lagos athletes.',
    lines: sport,
  },
  {
    name: 'Makurdi Fresh Produce',
    handle: 'makurdi-fresh',
    category: 'food-groceries',
    state: 'Benue',
    city: 'Makurdi',
    lga: 'Makurdi',
    about: 'Yams, oranges and grains from the food basket of the nation.',
    lines: food,
  },
  {
    name: 'Ilorin Pottery Co-op',
    handle: 'ilorin-pottery',
    category: 'art-crafts',
    state: 'Kwara',
    city: 'Ilorin',
    lga: 'Ilorin West',
    about: 'Dada pottery: clay pots shaped and fired by Okelele artisans.',
    lines: [...art, home[0]!],
  },
];

/**
 * Other names for the same thing, as shoppers in Nigeria write them: British, American and
 * Nigerian English, Pidgin and a few Yoruba, Igbo and Hausa market names. Each group lists
 * phrases that mean the same; a search for any of them also finds the others. They are applied
 * when a search is made, so adding a group needs no re-indexing; Oja support adds more in the
 * console (the search-synonyms module), on top of these.
 *
 * Keep phrases lower-case and specific: a group joins everything in it, so a word that is
 * ambiguous on its own ("mobile", "pen") belongs in a longer phrase.
 */
export const SYNONYM_GROUPS: readonly (readonly string[])[] = [
  // Phones and electronics
  ['phone', 'mobile phone', 'cell phone', 'cellphone', 'handset', 'smartphone', 'android phone'],
  ['tokunbo', 'fairly used', 'refurbished', 'second hand', 'london used'],
  ['laptop', 'notebook computer', 'notebook pc'],
  ['television', 'tv', 'telly'],
  ['torch', 'flashlight', 'rechargeable lamp'],
  ['headphones', 'earphones', 'headset'],
  ['power bank', 'powerbank'],
  ['charger', 'power cable', 'charging cable'],
  // Clothes and shoes
  ['sneakers', 'trainers', 'canvas', 'canvas shoes', 'kicks', 'running shoes'],
  ['okrika', 'thrift', 'bend down select', 'second hand clothes'],
  ['aso ebi', 'asoebi', 'family cloth'],
  ['native', 'kaftan', 'caftan', 'senator', 'agbada', 'dashiki', 'buba'],
  ['trousers', 'pants', 'slacks'],
  ['jeans', 'denim'],
  ['flip flops', 'slippers', 'bathroom slippers', 'thongs', 'slides'],
  ['heels', 'high heels', 'stilettos', 'court shoes'],
  ['handbag', 'hand bag', 'ladies bag'],
  ['backpack', 'rucksack', 'school bag'],
  ['ankara', 'african print', 'wax print'],
  ['t shirt', 'tee', 'tee shirt'],
  ['wristwatch', 'wrist watch', 'watch'],
  // Beauty
  ['lipstick', 'lip colour', 'lip color', 'lip stick'],
  ['nail polish', 'nail varnish', 'nail paint'],
  ['moisturiser', 'moisturizer', 'body cream'],
  ['sanitiser', 'sanitizer'],
  ['plasters', 'plaster', 'band aid', 'bandaid'],
  ['nappy', 'nappies', 'diaper', 'diapers'],
  ['ori', 'shea butter', 'okwuma'],
  // Food
  ['groundnuts', 'groundnut', 'peanuts', 'peanut', 'epa', 'gyada'],
  ['maize', 'corn', 'agbado', 'oka'],
  ['aubergine', 'aubergines', 'eggplant', 'garden egg'],
  ['prawns', 'prawn', 'shrimp', 'shrimps', 'crayfish'],
  ['chilli', 'chili', 'hot pepper', 'scotch bonnet', 'ata rodo', 'rodo'],
  ['bell pepper', 'bell peppers', 'green pepper', 'green peppers', 'tatashe'],
  ['scent leaves', 'scent leaf', 'nchanwu', 'efirin', 'effirin'],
  ['ugu', 'fluted pumpkin', 'pumpkin leaves'],
  ['honey beans', 'oloyin', 'ewa oloyin'],
  ['beans', 'ewa', 'wake'],
  ['garri', 'gari', 'cassava flakes'],
  ['palm oil', 'red oil', 'epo pupa'],
  ['rice', 'shinkafa', 'iresi'],
  ['yam', 'isu', 'ji', 'doya'],
  ['plantain', 'ogede', 'plantains'],
  ['irish potatoes', 'irish potato', 'potatoes', 'potato'],
  ['fish', 'eja', 'kifi'],
  ['goat meat', 'goat', 'ewure', 'asun'],
  ['pepper soup', 'peppersoup', 'point and kill'],
  ['okra', 'okro', 'ila'],
  ['sweets', 'candy'],
  ['biscuits', 'cookies'],
  ['fizzy drink', 'soft drink', 'soda', 'mineral'],
  ['sachet water', 'pure water', 'table water'],
  // Home and tools
  ['sofa', 'couch', 'settee'],
  ['wardrobe', 'closet'],
  ['cooker', 'stove', 'gas cooker'],
  ['fridge', 'refrigerator', 'freezer'],
  ['spanner', 'wrench'],
  ['toilet roll', 'toilet tissue', 'tissue paper'],
  ['bucket', 'pail'],
  // School
  ['biro', 'ballpoint pen', 'ballpoint pens', 'ball pen'],
  ['exercise book', 'exercise books', 'jotter', 'notebook'],
  ['football', 'soccer ball', 'soccer'],
  ['bicycle', 'bike', 'cycle'],
];

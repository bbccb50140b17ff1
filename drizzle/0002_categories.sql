-- Oja's marketplace categories and the tags suggested for each.
INSERT INTO categories (id, name, slug) VALUES (gen_random_uuid(), 'Fashion & Clothing', 'fashion-clothing') ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
INSERT INTO tags (id, name, category_id) SELECT gen_random_uuid(), t.name, c.id FROM (VALUES ('Ankara'), ('Aso-oke'), ('Adire'), ('Agbada'), ('Kaftan'), ('Dresses'), ('Shoes'), ('Bags'), ('Jewellery'), ('Menswear')) AS t(name), categories c WHERE c.slug = 'fashion-clothing';--> statement-breakpoint
INSERT INTO categories (id, name, slug) VALUES (gen_random_uuid(), 'Beauty & Personal Care', 'beauty-personal-care') ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
INSERT INTO tags (id, name, category_id) SELECT gen_random_uuid(), t.name, c.id FROM (VALUES ('Skincare'), ('Hair'), ('Wigs'), ('Shea butter'), ('Black soap'), ('Makeup'), ('Perfume'), ('Nails')) AS t(name), categories c WHERE c.slug = 'beauty-personal-care';--> statement-breakpoint
INSERT INTO categories (id, name, slug) VALUES (gen_random_uuid(), 'Food & Groceries', 'food-groceries') ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
INSERT INTO tags (id, name, category_id) SELECT gen_random_uuid(), t.name, c.id FROM (VALUES ('Spices'), ('Grains'), ('Palm oil'), ('Snacks'), ('Drinks'), ('Soup ingredients'), ('Baked goods'), ('Fresh produce')) AS t(name), categories c WHERE c.slug = 'food-groceries';--> statement-breakpoint
INSERT INTO categories (id, name, slug) VALUES (gen_random_uuid(), 'Phones & Electronics', 'phones-electronics') ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
INSERT INTO tags (id, name, category_id) SELECT gen_random_uuid(), t.name, c.id FROM (VALUES ('Phones'), ('Accessories'), ('Chargers'), ('Laptops'), ('Audio'), ('Solar'), ('Gadgets')) AS t(name), categories c WHERE c.slug = 'phones-electronics';--> statement-breakpoint
INSERT INTO categories (id, name, slug) VALUES (gen_random_uuid(), 'Home & Kitchen', 'home-kitchen') ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
INSERT INTO tags (id, name, category_id) SELECT gen_random_uuid(), t.name, c.id FROM (VALUES ('Cookware'), ('Decor'), ('Bedding'), ('Furniture'), ('Storage'), ('Cleaning')) AS t(name), categories c WHERE c.slug = 'home-kitchen';--> statement-breakpoint
INSERT INTO categories (id, name, slug) VALUES (gen_random_uuid(), 'Health & Wellness', 'health-wellness') ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
INSERT INTO tags (id, name, category_id) SELECT gen_random_uuid(), t.name, c.id FROM (VALUES ('Supplements'), ('Herbal'), ('Fitness'), ('Personal care')) AS t(name), categories c WHERE c.slug = 'health-wellness';--> statement-breakpoint
INSERT INTO categories (id, name, slug) VALUES (gen_random_uuid(), 'Baby & Kids', 'baby-kids') ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
INSERT INTO tags (id, name, category_id) SELECT gen_random_uuid(), t.name, c.id FROM (VALUES ('Baby clothes'), ('Toys'), ('School'), ('Diapers')) AS t(name), categories c WHERE c.slug = 'baby-kids';--> statement-breakpoint
INSERT INTO categories (id, name, slug) VALUES (gen_random_uuid(), 'Art & Crafts', 'art-crafts') ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
INSERT INTO tags (id, name, category_id) SELECT gen_random_uuid(), t.name, c.id FROM (VALUES ('Paintings'), ('Sculpture'), ('Beadwork'), ('Pottery'), ('Woodwork'), ('Textiles')) AS t(name), categories c WHERE c.slug = 'art-crafts';--> statement-breakpoint
INSERT INTO categories (id, name, slug) VALUES (gen_random_uuid(), 'Books & Stationery', 'books-stationery') ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
INSERT INTO tags (id, name, category_id) SELECT gen_random_uuid(), t.name, c.id FROM (VALUES ('Books'), ('Stationery'), ('Office')) AS t(name), categories c WHERE c.slug = 'books-stationery';--> statement-breakpoint
INSERT INTO categories (id, name, slug) VALUES (gen_random_uuid(), 'Sports & Fitness', 'sports-fitness') ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
INSERT INTO tags (id, name, category_id) SELECT gen_random_uuid(), t.name, c.id FROM (VALUES ('Jerseys'), ('Gym'), ('Outdoor')) AS t(name), categories c WHERE c.slug = 'sports-fitness';--> statement-breakpoint
INSERT INTO categories (id, name, slug) VALUES (gen_random_uuid(), 'Automotive', 'automotive') ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
INSERT INTO tags (id, name, category_id) SELECT gen_random_uuid(), t.name, c.id FROM (VALUES ('Car parts'), ('Car care'), ('Accessories')) AS t(name), categories c WHERE c.slug = 'automotive';--> statement-breakpoint
INSERT INTO categories (id, name, slug) VALUES (gen_random_uuid(), 'Services', 'services') ON CONFLICT (slug) DO NOTHING;--> statement-breakpoint
INSERT INTO tags (id, name, category_id) SELECT gen_random_uuid(), t.name, c.id FROM (VALUES ('Tailoring'), ('Photography'), ('Events'), ('Catering'), ('Repairs')) AS t(name), categories c WHERE c.slug = 'services';

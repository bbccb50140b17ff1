import { addProduct, newShopper, openShop } from '../../testing/shop.ts';
import { api, givePictures, type Registered, type TestContext } from '../../testing/test-app.ts';

/** Shared setup of the posts tests: creators with a shop, products and pictures of their own. */
export function postFixtures(context: () => TestContext) {
  const http = () => api(context().app);

  async function creator(): Promise<Registered> {
    const user = await newShopper(context().app);
    const res = await http().put(`/users/${user.id}/creator`, undefined, {
      token: user.accessToken,
    });
    if (res.statusCode !== 200) throw new Error(`creator failed: ${res.statusCode} ${res.body}`);
    return user;
  }

  /** A creator who runs a shop with one product, and a picture they uploaded. */
  async function vendorCreator() {
    const { vendor, shop } = await openShop(context().app);
    await http().put(`/users/${vendor.id}/creator`, undefined, { token: vendor.accessToken });
    const product = await addProduct(context().app, vendor, shop._id, { name: 'Indigo adire' });
    const photo = `/uploads/posts/${vendor.id}.webp`;
    await givePictures(context().db, vendor, [photo]);
    return { vendor, shop, product, photo };
  }

  const publish = (author: Registered, body: object) =>
    http().post('/posts', body, { token: author.accessToken });

  return { http, creator, vendorCreator, publish };
}

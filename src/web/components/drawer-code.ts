// Mantine's Drawer on its own, for `LazyDrawer` to fetch.
export { Drawer as default } from '@mantine/core';

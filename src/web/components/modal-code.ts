// Mantine's Modal on its own, for `LazyModal` to fetch.
export { Modal as default } from '@mantine/core';

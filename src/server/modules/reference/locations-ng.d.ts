declare module 'locations-ng' {
  const locations: { lga: { all: () => unknown[] } };
  export default locations;
}

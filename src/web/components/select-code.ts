// Mantine's searchable selects on their own (combobox, popover, floating-ui), for `lazy-select`.
export { MultiSelect, Select } from '@mantine/core';

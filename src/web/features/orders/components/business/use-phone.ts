import { useMediaQuery } from '@mantine/hooks';

/** Below 768 px orders show as cards and open full screen; read at once to avoid a flash. */
export const usePhone = () =>
  useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });

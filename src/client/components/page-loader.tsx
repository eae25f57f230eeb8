import { Center, Loader } from '@mantine/core';

/** Shown while a page's data loads. */
export function PageLoader() {
  return (
    <Center py="xl">
      <Loader role="status" aria-label="Loading..." />
    </Center>
  );
}

import { Center, type CenterProps, Loader } from '@mantine/core';

/**
 * Something still loading: Mantine's loader, announced as a status in its own words ("Loading map…"), centred in
 * the space what it loads will take, so the page does not jump when it arrives.
 */
export function LoadingSpace({ label, ...space }: { label: string } & Pick<CenterProps, 'mih' | 'h' | 'p'>) {
  return (
    <Center {...space}>
      <Loader role="status" aria-label={label} />
    </Center>
  );
}

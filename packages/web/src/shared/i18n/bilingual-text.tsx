import { Text } from '@mantine/core';
import { EnglishText } from './english-text';
import { useLanguage } from './use-language';

/**
 * Words written in English with a Telugu rendering kept beside them: a checklist's question, or a question or
 * statement the citizen platform sent in English (issue 55, docs/LANGUAGES.md). A Telugu screen reads the Telugu,
 * with the English original under it in small type, marked English (WCAG 3.1.2) so that the officer can check a
 * term against the rules' wording; an English screen, or words without a rendering, read the English alone.
 */
export function BilingualText({ english, telugu }: { english: string; telugu: string | null | undefined }) {
  const language = useLanguage();
  if (language !== 'te' || !telugu) return <EnglishText>{english}</EnglishText>;
  return (
    <>
      {telugu}
      <EnglishOriginal english={english} />
    </>
  );
}

/** The English original under its Telugu rendering, as a line of its own in small type. */
export function EnglishOriginal({ english }: { english: string }) {
  return (
    <Text component="span" display="block" size="xs" fw={400} c="gray.7" lang="en">
      {english}
    </Text>
  );
}

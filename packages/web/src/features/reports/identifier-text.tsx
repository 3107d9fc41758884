import { Fragment } from 'react';

/**
 * A file's identifier (GHMC/SC/2026/000007) that may break after its slashes when its column is narrow — never
 * inside a part, and nothing is added to the text an officer copies (a <wbr>, not a space). Issue 18: the summary
 * list's unbreakable identifiers pushed its last columns past a 1366 px window.
 */
export function IdentifierText({ value }: { value: string }) {
  return value.split('/').map((part, index) => (
    <Fragment key={index}>
      {index > 0 && (
        <>
          /<wbr />
        </>
      )}
      {part}
    </Fragment>
  ));
}

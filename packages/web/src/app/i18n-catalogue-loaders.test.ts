import { describe, expect, it } from 'vitest';
import { firstScreenEnglish, loadEnglish, signedInNamespaces } from './i18n-catalogue-loaders';
import { englishResources } from './i18n-resources';

const laterNamespaces = Object.keys(englishResources).filter(
  (namespace) => !Object.hasOwn(firstScreenEnglish, namespace),
);

describe('the English loaded after the first screen', () => {
  it('is every namespace the first screen does not carry, asked for with the signed-in layout', async () => {
    expect((await signedInNamespaces()).sort()).toEqual([...laterNamespaces].sort());
  });

  it.each(laterNamespaces)('gives the %s catalogue itself', async (namespace) => {
    await expect(loadEnglish(namespace)).resolves.toBe(englishResources[namespace as keyof typeof englishResources]);
  });

  it('refuses a namespace it does not have, so the screen shows its load error rather than keys', async () => {
    await expect(loadEnglish('payments')).rejects.toThrow('No English catalogue "payments"');
  });
});

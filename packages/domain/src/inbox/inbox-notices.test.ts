import { describe, expect, it } from 'vitest';
import { hasFeeAction, needsCluReminder, showsConstructionWasteNotice } from './inbox-notices';

describe('inbox notices', () => {
  it.each([
    [['fee'], true],
    [['fee', 'map'], true],
    [[], false],
    [['map'], false],
  ])('reminds officers with actions %j about CLU charges: %s', (actions, expected) => {
    expect(needsCluReminder(actions)).toBe(expected);
    expect(hasFeeAction(actions)).toBe(expected);
  });

  it.each([
    ['GHMC', true],
    ['HDMA', false],
    ['DTCP', false],
  ] as const)('shows the construction and demolition waste notice to %s officers: %s', (type, expected) => {
    expect(showsConstructionWasteNotice(type)).toBe(expected);
  });
});

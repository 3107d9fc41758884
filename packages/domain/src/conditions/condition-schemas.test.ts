import { describe, expect, it } from 'vitest';
import {
  CONDITION_MESSAGES,
  ZCustomConditionSchema,
  ZSelectConditionsSchema,
  canEditConditions,
} from './condition-schemas';

describe('selectConditions', () => {
  it('reads the comma-joined ids, each once', () => {
    expect(ZSelectConditionsSchema.parse({ applicationId: '4', conditionSelected: '3, 5,3,' })).toEqual({
      applicationId: 4,
      conditionSelected: [3, 5],
    });
  });

  it.each([
    ['', CONDITION_MESSAGES.selectOne],
    ['3,x', CONDITION_MESSAGES.unknown],
    ['-1', CONDITION_MESSAGES.unknown],
  ])('refuses %o: %s', (conditionSelected, message) => {
    expect(ZSelectConditionsSchema.safeParse({ applicationId: 4, conditionSelected }).error?.issues[0]?.message).toBe(
      message,
    );
  });
});

describe('customCondition (spec 3 §5: at most 500 characters)', () => {
  it.each([
    [['a'.repeat(500)], null],
    [['a'.repeat(501)], CONDITION_MESSAGES.tooLong],
    [['   '], CONDITION_MESSAGES.empty],
    [[], CONDITION_MESSAGES.empty],
    [Array<string>(21).fill('ok'), CONDITION_MESSAGES.tooMany],
  ])('%#: %s', (newCondition, message) => {
    const parsed = ZCustomConditionSchema.safeParse({ typeOf: 'fee', applicationId: 1, newCondition });
    expect(parsed.error?.issues[0]?.message ?? null).toBe(message);
  });

  it('trims what it keeps', () => {
    expect(
      ZCustomConditionSchema.parse({ typeOf: 'proceeding', applicationId: 1, newCondition: ['  Keep setbacks  '] })
        .newCondition,
    ).toEqual(['Keep setbacks']);
  });
});

describe('who may change conditions', () => {
  it.each([
    ['fee', ['fee'], ['TECHNICAL'], true],
    ['fee', [], ['TECHNICAL'], false],
    ['fee', ['fee'], [], false],
    ['proceeding', [], ['FEE_VERIFICATION'], true],
    ['proceeding', ['fee'], ['DECISION'], true],
    ['proceeding', ['fee'], ['TECHNICAL'], false],
  ] as const)('%s conditions, actions %o, open turns %o: %s', (typeOf, actions, openTurnStages, allowed) => {
    expect(canEditConditions({ typeOf, actions, openTurnStages })).toBe(allowed);
  });
});

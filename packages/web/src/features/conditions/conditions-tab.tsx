import { MAX_CONDITION_LENGTH, ZConditionText, type TConditionType } from '@anumati/domain';
import { Badge, Button, Checkbox, Group, Stack, Tabs, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../shared/errors/inline-error';
import { LoadError } from '../../shared/errors/load-error';
import { notifySuccess } from '../../shared/notify';
import {
  type TApplicationConditions,
  useApplicationConditionsQuery,
} from '../../shared/application/application-conditions.query';
import { useCustomConditionMutation } from './api/custom-condition.mutation';
import { useSelectConditionsMutation } from './api/select-conditions.mutation';
import { LoadingSpace } from '../../shared/loading/loading-space';

export type TConditionsTabProps = {
  applicationId: string;
  typeOf: TConditionType;
  /** Called after a submission of either tab. */
  onSubmitted?: () => void;
};

/**
 * The conditions screen (spec 3 §2): Additional Conditions (the standard ones, checked ones locked) and Custom
 * Conditions (the officer's own, up to 500 characters each), for type fee or proceeding. Loads its own data and
 * shows its own submitted state.
 */
export function ConditionsTab({ applicationId, typeOf, onSubmitted }: TConditionsTabProps) {
  const { t } = useTranslation('conditions');
  const conditions = useApplicationConditionsQuery(applicationId, typeOf);
  if (conditions.isPending) {
    return <LoadingSpace p="lg" label={t('loading')} />;
  }
  if (conditions.error) return <LoadError error={conditions.error} onRetry={() => void conditions.refetch()} />;
  return (
    <Stack>
      <Group>
        <Text fw={600}>{t(`titles.${typeOf}`)}</Text>
        {conditions.data.isSubmitted && <Badge color="teal.9">{t('submitted')}</Badge>}
      </Group>
      <Tabs defaultValue="additional" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="additional">{t('additional')}</Tabs.Tab>
          <Tabs.Tab value="custom">{t('custom')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="additional" pt="md">
          <AdditionalConditions
            applicationId={applicationId}
            typeOf={typeOf}
            data={conditions.data}
            onSubmitted={onSubmitted}
          />
        </Tabs.Panel>
        <Tabs.Panel value="custom" pt="md">
          <CustomConditions
            applicationId={applicationId}
            typeOf={typeOf}
            data={conditions.data}
            onSubmitted={onSubmitted}
          />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

type TPanelProps = {
  applicationId: string;
  typeOf: TConditionType;
  data: TApplicationConditions;
  onSubmitted?: () => void;
};

function AdditionalConditions({ applicationId, typeOf, data, onSubmitted }: TPanelProps) {
  const { t } = useTranslation('conditions');
  const [picked, setPicked] = useState<string[]>([]);
  const select = useSelectConditionsMutation(applicationId, typeOf);
  const standard = data.conditions.filter((condition) => condition.isSystemCreated);
  const onSubmit = () =>
    select.mutate(picked, {
      onSuccess: (result) => {
        setPicked([]);
        notifySuccess(result.message);
        onSubmitted?.();
      },
    });
  return (
    <Stack>
      {standard.map((condition) => (
        <Checkbox
          key={condition.id}
          label={condition.name}
          // Spec 3 §5: checked conditions are locked.
          checked={condition.checked || picked.includes(condition.id)}
          disabled={condition.checked || !data.canEdit}
          onChange={(event) => {
            const isChecked = event.currentTarget.checked;
            setPicked((current) =>
              isChecked ? [...current, condition.id] : current.filter((id) => id !== condition.id),
            );
          }}
        />
      ))}
      {data.canEdit && (
        <Group>
          <Button onClick={onSubmit} disabled={picked.length === 0} loading={select.isPending}>
            {t('submit')}
          </Button>
        </Group>
      )}
      <InlineError error={select.error} />
    </Stack>
  );
}

/** The first problem of a custom condition's text (the shared schema's message), or null. */
function textError(text: string): string | null {
  const result = ZConditionText.safeParse(text);
  return result.success ? null : (result.error.issues[0]?.message ?? null);
}

function CustomConditions({ applicationId, typeOf, data, onSubmitted }: TPanelProps) {
  const { t } = useTranslation('conditions');
  const [texts, setTexts] = useState<string[]>(['']);
  const [isShowingErrors, setShowingErrors] = useState(false);
  const add = useCustomConditionMutation(applicationId, typeOf);
  const custom = data.conditions.filter((condition) => !condition.isSystemCreated);
  const errors = texts.map(textError);
  const onSubmit = () => {
    setShowingErrors(true);
    if (errors.some((error) => error !== null)) return;
    add.mutate(
      texts.map((text) => text.trim()),
      {
        onSuccess: (result) => {
          setTexts(['']);
          setShowingErrors(false);
          notifySuccess(result.message);
          onSubmitted?.();
        },
      },
    );
  };
  return (
    <Stack>
      {custom.map((condition) => (
        <Checkbox key={condition.id} label={condition.name} checked disabled />
      ))}
      {data.canEdit && (
        <>
          {texts.map((text, index) => (
            <Textarea
              // The rows are only ever appended or cleared together, so the position identifies one.
              key={index}
              label={t('customCondition', { number: index + 1 })}
              description={
                <Text span size="xs" c="gray.7">
                  {t('characters', { length: text.length, max: MAX_CONDITION_LENGTH })}
                </Text>
              }
              autosize
              minRows={2}
              value={text}
              // Longer text shows the spec's limit as a message rather than being cut silently.
              error={isShowingErrors || text.length > MAX_CONDITION_LENGTH ? errors[index] : null}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setTexts((current) => current.map((item, position) => (position === index ? value : item)));
              }}
            />
          ))}
          <Group>
            <Button variant="light" onClick={() => setTexts((current) => [...current, ''])}>
              {t('addCondition')}
            </Button>
            <Button onClick={onSubmit} loading={add.isPending}>
              {t('submit')}
            </Button>
          </Group>
        </>
      )}
      {!data.canEdit && custom.length === 0 && (
        <Text size="sm" c="gray.7">
          {t('noCustom')}
        </Text>
      )}
      <InlineError error={add.error} />
    </Stack>
  );
}

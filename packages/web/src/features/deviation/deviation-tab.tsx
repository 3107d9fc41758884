import {
  DEVIATION_LEVELS,
  DEVIATION_MESSAGES,
  deviationErrors,
  deviationInputsOf,
  deviationLevelLabel,
  deviationLevelOfTurn,
  isOwnOpenTurn,
  oldCompoundingFee,
  prefillDeviation,
  type TDeviationAnswer,
  type TDeviationInputs,
  type TDeviationLevel,
  type TDeviationLevels,
  type TOfficerDeviationLevel,
} from '@anumati/domain';
import { Badge, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { InlineError } from '../../shared/errors/inline-error';
import { LoadError } from '../../shared/errors/load-error';
import { useLanguage } from '../../shared/i18n/use-language';
import { notifySuccess } from '../../shared/notify';
import { useOccupancyShowQuery } from '../../shared/application/occupancy-show.query';
import { useVerificationFile } from '../../shared/verification-file/use-verification-file';
import { useUpdateDeviationMutation } from './api/update-deviation.mutation';
import { DeviationTable } from './deviation-table';
import { domainMessage } from '../../shared/i18n/i18n';
import { LoadingSpace } from '../../shared/loading/loading-space';

export type TDeviationTabProps = {
  applicationId: string;
};

/**
 * The caption of a level's deviation table, the level by its name (officers never read "LEVEL-1"). Other features
 * showing a deviation table (the application's detail screen) take their captions from here.
 */
export function useDeviationCaption(): (level: TDeviationLevel) => string {
  const { t } = useTranslation('deviation');
  const language = useLanguage();
  return (level) =>
    level === 'CITIZEN'
      ? t('citizenCaption')
      : t('officerCaption', {
          level: t('levelName', { number: level.slice('LEVEL-'.length), name: deviationLevelLabel(level, language) }),
        });
}

const levelsOf = (answer: TDeviationAnswer): TDeviationLevels =>
  Object.fromEntries(DEVIATION_LEVELS.map((level) => [level, deviationInputsOf(answer, level)])) as TDeviationLevels;

/**
 * The Deviation tab (spec 3 §2 "Deviation table screen", §4 "Deviation levels", §5 "Deviation form"): the level
 * of the officer's open turn (site LEVEL-1, technical LEVEL-2, decision LEVEL-3), prefilled from its own entries,
 * else the previous level's, else the citizen's; the measured columns editable, the rest worked out; the spec's
 * messages; the confirm dialog. Read only otherwise. Loads its own data and shows its own submitted state.
 */
export function DeviationTab({ applicationId }: TDeviationTabProps) {
  const { t } = useTranslation('deviation');
  const captionOf = useDeviationCaption();
  const { file, error, isLoading, refetch } = useVerificationFile(applicationId);
  const show = useOccupancyShowQuery(applicationId, file?.kind === 'OCCUPANCY');
  if (isLoading || (file?.kind === 'OCCUPANCY' && show.isPending)) {
    return <LoadingSpace p="lg" label={t('loading')} />;
  }
  const retryFile = () => void refetch();
  const retryShow = () => void show.refetch();
  if (!file) return <LoadError error={error} onRetry={retryFile} />;
  if (!show.data && show.error) return <LoadError error={show.error} onRetry={retryShow} />;
  const answer = show.data?.deviation ?? null;
  if (!answer) return <Text>{domainMessage(DEVIATION_MESSAGES.noDeviation)}</Text>;
  const levels = levelsOf(answer);
  const myLevel = file.forms
    .filter((form) => isOwnOpenTurn(form, file.me.id))
    .map((form) => deviationLevelOfTurn(file.kind, form.stageKey))
    .find((level) => level !== null);
  return (
    <Stack>
      {/* A refetch that fails once the tab is on screen (the occupancy view refetches itself for its document
          links) shows its error above the tab and keeps it, with the officer's unsaved entries. */}
      {error && <LoadError error={error} onRetry={retryFile} />}
      {show.error && <LoadError error={show.error} onRetry={retryShow} />}
      <Group>
        <Text fw={600}>{t('screenTitle')}</Text>
        {answer.is_deviation_submitted && <Badge color="teal.9">{t('submitted')}</Badge>}
      </Group>
      {myLevel ? (
        <EditableDeviation
          applicationId={applicationId}
          level={myLevel}
          levels={levels}
          // Prefilled once per level: after a save the entries on screen are the level's own.
          key={myLevel}
        />
      ) : (
        DEVIATION_LEVELS.filter((level) => levels[level] !== null).map((level) => (
          <DeviationTable
            key={level}
            caption={captionOf(level)}
            values={levels[level] as TDeviationInputs}
            isReadOnly
          />
        ))
      )}
    </Stack>
  );
}

function EditableDeviation(props: { applicationId: string; level: TOfficerDeviationLevel; levels: TDeviationLevels }) {
  const { t } = useTranslation('deviation');
  const captionOf = useDeviationCaption();
  const [values, setValues] = useState(() => prefillDeviation(props.levels, props.level));
  const [isShowingErrors, setShowingErrors] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const update = useUpdateDeviationMutation(props.applicationId);
  const errors = deviationErrors(values, oldCompoundingFee(props.levels, props.level));
  const hasErrors = Object.keys(errors).length > 0;

  const onSubmit = () => {
    setShowingErrors(true);
    if (!hasErrors) setConfirming(true);
  };
  const onConfirm = () =>
    update.mutate(
      { level: props.level, values },
      {
        onSuccess: () => {
          setConfirming(false);
          notifySuccess(DEVIATION_MESSAGES.submitted);
        },
        onError: () => setConfirming(false),
      },
    );

  return (
    <Stack>
      {props.levels.CITIZEN && (
        <DeviationTable caption={captionOf('CITIZEN')} values={props.levels.CITIZEN} isReadOnly />
      )}
      <DeviationTable
        caption={captionOf(props.level)}
        values={values}
        isReadOnly={false}
        onChange={setValues}
        errors={isShowingErrors || errors.total_compounding_fee ? errors : {}}
      />
      <Group>
        <Button onClick={onSubmit}>{t('submit')}</Button>
      </Group>
      <InlineError error={update.error} />
      <Modal opened={isConfirming} onClose={() => setConfirming(false)} title={t('screenTitle')} centered>
        <Stack>
          <Text>{domainMessage(DEVIATION_MESSAGES.confirm)}</Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('cancel')}
            </Button>
            <Button onClick={onConfirm} loading={update.isPending}>
              {t('submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

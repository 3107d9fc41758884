import { Alert, Button, Card, Group, Loader, Stack, Text, Textarea, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { notifySuccess } from '../../shared/notify';
import { isOwnOpenTurn, RECOMMENDATION_MESSAGES, formTitleIn } from '@anumati/domain';
import type { TApplicationForm } from '../../shared/application/get-questions-and-answers.query';
import { useRecommendationsQuery } from '../../shared/application/recommendations.query';
import { useSaveRemarkMutation } from './api/save-remark.mutation';
import type { TVerificationFile } from '../../shared/verification-file/use-verification-file';
import { VerificationFileGate } from '../../shared/verification-file/verification-file-gate';
import { VerificationFrame } from './verification-frame';
import { InlineError } from '../../shared/errors/inline-error';
import { domainMessage } from '../../shared/i18n/i18n';
import { useLanguage } from '../../shared/i18n/use-language';

function RemarkCard({ form, initialRemark }: { form: TApplicationForm; initialRemark: string }) {
  const { t } = useTranslation('verification');
  const language = useLanguage();
  const title = formTitleIn(form.title, language);
  const [remark, setRemark] = useState(initialRemark);
  const save = useSaveRemarkMutation();
  return (
    <Card withBorder component="section" aria-label={title}>
      <Stack gap="xs">
        <Title order={2} size="h5">
          {title}
        </Title>
        <Textarea
          label={t('remarks')}
          autosize
          minRows={4}
          value={remark}
          onChange={(event) => setRemark(event.currentTarget.value)}
        />
        <InlineError error={save.error} />
        <Group justify="flex-end">
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { formInstanceId: form.id, remark },
                { onSuccess: () => notifySuccess(t('createRemarks.saved')) },
              )
            }
          >
            {t('createRemarks.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

function CreateRemarks({ file }: { file: TVerificationFile }) {
  const { t } = useTranslation('verification');
  const language = useLanguage();
  const myOpenForms = file.forms.filter((form) => isOwnOpenTurn(form, file.me.id));
  const recommendations = useRecommendationsQuery(
    file.application.id,
    myOpenForms.map((form) => form.id),
  );
  return (
    <VerificationFrame file={file}>
      <Text size="sm" c="gray.7">
        {t('createRemarks.intro')}
      </Text>
      {myOpenForms.length === 0 ? (
        <Alert color="yellow" role="status">
          {domainMessage(RECOMMENDATION_MESSAGES.noForm, language)}
        </Alert>
      ) : recommendations.isLoading ? (
        <Loader role="status" aria-label={t('createRemarks.loading')} />
      ) : (
        myOpenForms.map((form) => (
          <RemarkCard key={form.id} form={form} initialRemark={recommendations.data?.get(form.id)?.finalRemark ?? ''} />
        ))
      )}
    </VerificationFrame>
  );
}

/**
 * /create-remarks/{id} (spec 1 §2.2; its content is not shown in the spec): the officer writes and keeps the
 * remarks of each of their open turns on a file before submitting — the spec's "remark per formInstanceId".
 */
export function CreateRemarksPage() {
  return <VerificationFileGate>{(file) => <CreateRemarks file={file} />}</VerificationFileGate>;
}

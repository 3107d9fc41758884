import { documentAnswer, documentIdOfAnswer, uploadProblem } from '@anumati/domain';
import { Button, FileButton, Group, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../shared/errors/error-message';
import { notifyError } from '../../shared/notify';
import { DocumentLink } from '../../shared/uploads/document-link';
import { uploadDocument } from '../../shared/uploads/upload-document';
import { EnglishOriginal } from '../../shared/i18n/bilingual-text';
import { EnglishText } from '../../shared/i18n/english-text';

/** A FILE question (spec 3 §3): the document goes up through the presigned upload; the answer keeps its id. */
export function FileAnswer(props: {
  /** The question in the officer's language (its accessible name too). */
  label: string;
  /** The English original where the label is its Telugu (issue 55). */
  original?: string | undefined;
  help?: string | null;
  value: string;
  onChange: (answer: string) => void;
  error: string | undefined;
  applicationId: string;
}) {
  const { t } = useTranslation('verification');
  const [progress, setProgress] = useState<number | null>(null);
  const documentId = documentIdOfAnswer(props.value);
  const onFile = (file: File | null) => {
    if (!file) return;
    const problem = uploadProblem(file);
    if (problem) {
      window.alert(problem);
      return;
    }
    uploadDocument({
      file,
      applicationId: props.applicationId,
      category: 'verification_document',
      onProgress: setProgress,
    })
      .then((uploaded) => props.onChange(documentAnswer(uploaded.mediaId)))
      .catch((error: unknown) => notifyError(errorMessage(error)))
      .finally(() => setProgress(null));
  };
  return (
    <Stack gap={4}>
      <Text size="sm" fw={500}>
        {props.original ? props.label : <EnglishText>{props.label}</EnglishText>}{' '}
        <Text span c="red.9">
          *
        </Text>
        {props.help && (
          <Text component="span" display="block" size="xs" fw={400} c="gray.7">
            {props.help}
          </Text>
        )}
        {props.original && <EnglishOriginal english={props.original} />}
      </Text>
      <Group>
        <FileButton onChange={onFile} accept=".pdf,.png,.jpeg,.jpg">
          {(buttonProps) => (
            <Button
              {...buttonProps}
              size="xs"
              variant="light"
              loading={progress !== null}
              aria-label={t('questions.uploadNamed', { label: props.label })}
            >
              {t('questions.upload')}
            </Button>
          )}
        </FileButton>
        {documentId && <DocumentLink mediaId={documentId} />}
      </Group>
      {progress !== null && <Progress value={progress} aria-label={t('questions.uploadProgress')} />}
      {props.error && (
        <Text size="xs" c="red.9">
          {props.error}
        </Text>
      )}
    </Stack>
  );
}

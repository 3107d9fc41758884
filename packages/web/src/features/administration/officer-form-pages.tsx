import { lineDepartmentOf, isServerRoleName, ZOfficerDetails, ZOfficerRecord } from '@anumati/domain';
import { Alert, Anchor, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { InlineError } from '../../shared/errors/inline-error';
import { LoadError } from '../../shared/errors/load-error';
import { ANNOUNCED_ERROR_PROPS } from '../../shared/forms/announced-error';
import { schemaErrors } from '../../shared/forms/schema-errors';
import { notifySuccess } from '../../shared/notify';
import { fullName, HINT_PROPS } from './administration-labels';
import { OFFICERS_PATH, officerPath } from './administration-paths';
import { useAdminChoicesQuery } from './api/admin-choices.query';
import { useAdminOfficerQuery, type TAdminOfficer } from './api/admin-officer.query';
import { useCreateOfficerMutation, useUpdateOfficerDetailsMutation } from './api/officer-record.mutation';
import { completePost, PostFields, postErrors, type TPostDraft } from './post-fields';

type TDetailsDraft = { firstName: string; lastName: string; mobile: string; email: string };
type TErrors = Record<string, string | null | undefined>;

const EMPTY_DETAILS: TDetailsDraft = { firstName: '', lastName: '', mobile: '', email: '' };

/** Name, mobile and email: the fields of both forms, checked by the domain's rules (ZOfficerDetails). */
function DetailsFields(props: { value: TDetailsDraft; onChange: (value: TDetailsDraft) => void; errors: TErrors }) {
  const { t } = useTranslation('administration');
  const { value, onChange, errors } = props;
  const field = (name: keyof TDetailsDraft) => ({
    value: value[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, [name]: event.currentTarget.value }),
    error: errors[name] ?? undefined,
    errorProps: ANNOUNCED_ERROR_PROPS,
  });
  const fields = {
    firstName: field('firstName'),
    lastName: field('lastName'),
    mobile: field('mobile'),
    email: field('email'),
  };
  return (
    <>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label={t('fields.firstName')} required maxLength={100} miw={200} {...fields.firstName} />
        <TextInput label={t('fields.lastName')} required maxLength={100} miw={200} {...fields.lastName} />
      </Group>
      <Group grow align="flex-start" wrap="wrap">
        <TextInput
          label={t('fields.mobile')}
          description={t('form.mobileHint')}
          descriptionProps={HINT_PROPS}
          required
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          miw={200}
          {...fields.mobile}
        />
        <TextInput label={t('fields.email')} type="email" maxLength={200} miw={200} {...fields.email} />
      </Group>
    </>
  );
}

/** The note every officer form carries: an administrator never types, sees or sends a password. */
function NoPasswordNote({ text }: { text: string }) {
  const { t } = useTranslation('administration');
  return (
    <Alert variant="light" color="blue" title={t('form.passwordTitle')} role="note">
      {text}
    </Alert>
  );
}

/**
 * Issue 52 §2: a new officer: username, name, mobile, email, role and ULB, checked as the server checks them
 * (ZOfficerRecord). No password: the server sends the officer an SMS code to set their own.
 */
export function NewOfficerPage() {
  const { t } = useTranslation('administration');
  const navigate = useNavigate();
  const choices = useAdminChoicesQuery();
  const [username, setUsername] = useState('');
  const [details, setDetails] = useState<TDetailsDraft>(EMPTY_DETAILS);
  const [post, setPost] = useState<TPostDraft>({ role: '', ulbId: '' });
  const [errors, setErrors] = useState<TErrors>({});
  const create = useCreateOfficerMutation((officer) => {
    notifySuccess(t('form.created', { username: officer.username }));
    void navigate(officerPath(officer.id));
  });

  const onSubmit = () => {
    const target = completePost(post);
    const lineDepartment = isServerRoleName(post.role) ? lineDepartmentOf(post.role) : null;
    const input = {
      username: username.trim().toLowerCase(),
      ...details,
      email: details.email.trim() || null,
      role: post.role,
      ulbId: target?.ulbId ?? null,
      lineDepartment,
    };
    const found: TErrors = schemaErrors(ZOfficerRecord, {
      ...input,
      ulbId: input.ulbId === null ? null : Number(input.ulbId),
    });
    // An empty choice reads as what is missing, not as the domain's "Unknown role".
    const missing = postErrors(post, { role: t('form.roleRequired'), ulbId: t('form.ulbRequired') });
    if (missing.role) found.role = missing.role;
    if (missing.ulbId) found.ulbId = missing.ulbId;
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    create.mutate({
      ...input,
      firstName: input.firstName.trim(),
      lastName: input.lastName.trim(),
      mobile: input.mobile.trim(),
    });
  };

  return (
    <Stack maw={720}>
      <Anchor component={Link} to={OFFICERS_PATH} size="sm">
        {t('officer.backToList')}
      </Anchor>
      <Title order={1} size="h3">
        {t('form.newTitle')}
      </Title>
      <Paper withBorder p="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack>
            <TextInput
              label={t('fields.username')}
              description={t('form.usernameHint')}
              descriptionProps={HINT_PROPS}
              required
              autoComplete="off"
              maxLength={50}
              value={username}
              onChange={(event) => setUsername(event.currentTarget.value)}
              error={errors.username ?? undefined}
              errorProps={ANNOUNCED_ERROR_PROPS}
            />
            <DetailsFields value={details} onChange={setDetails} errors={errors} />
            <PostFields value={post} onChange={setPost} choices={choices.data} errors={errors} />
            <NoPasswordNote text={t('form.passwordNote')} />
            <InlineError error={create.error} />
            <Group justify="flex-end">
              <Button component={Link} to={OFFICERS_PATH} variant="default">
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={create.isPending}>
                {t('form.create')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

/**
 * An officer's name, mobile and email (the post changes only by a transfer, which hands over the turns). A new
 * mobile takes the officer's next codes.
 */
export function EditOfficerPage() {
  const { id = '' } = useParams();
  const officer = useAdminOfficerQuery(id);
  if (officer.error) return <LoadError error={officer.error} onRetry={() => void officer.refetch()} />;
  if (!officer.data) return null;
  return <EditOfficerForm officer={officer.data} />;
}

function EditOfficerForm({ officer }: { officer: TAdminOfficer }) {
  const { t } = useTranslation('administration');
  const navigate = useNavigate();
  const [details, setDetails] = useState<TDetailsDraft>({
    firstName: officer.firstName,
    lastName: officer.lastName,
    mobile: officer.mobile,
    email: officer.email ?? '',
  });
  const [errors, setErrors] = useState<TErrors>({});
  const update = useUpdateOfficerDetailsMutation(() => {
    notifySuccess(t('form.saved'));
    void navigate(officerPath(officer.id));
  });

  const onSubmit = () => {
    const input = {
      firstName: details.firstName.trim(),
      lastName: details.lastName.trim(),
      mobile: details.mobile.trim(),
      email: details.email.trim() || null,
    };
    const found = schemaErrors(ZOfficerDetails, input);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    update.mutate({ officerId: officer.id, input });
  };

  return (
    <Stack maw={720}>
      <Anchor component={Link} to={officerPath(officer.id)} size="sm">
        {t('form.backToOfficer', { name: fullName(officer) })}
      </Anchor>
      <Title order={1} size="h3">
        {t('form.editTitle', { name: fullName(officer) })}
      </Title>
      <Paper withBorder p="md">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <Stack>
            <DetailsFields value={details} onChange={setDetails} errors={errors} />
            <NoPasswordNote text={t('form.passwordNoteEdit')} />
            <InlineError error={update.error} />
            <Group justify="flex-end">
              <Button component={Link} to={officerPath(officer.id)} variant="default">
                {t('form.cancel')}
              </Button>
              <Button type="submit" loading={update.isPending}>
                {t('form.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}

import { isUlbRole, serverRoleLabel } from '@anumati/domain';
import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ANNOUNCED_ERROR_PROPS } from '../../shared/forms/announced-error';
import { useLanguage } from '../../shared/i18n/use-language';
import type { TAdminChoices } from './api/admin-choices.query';

export type TPostDraft = { role: string; ulbId: string };

/** A post's fields: a role, and the ULB when the role works in one (state-level roles and line departments do not). */
export function PostFields(props: {
  value: TPostDraft;
  onChange: (post: TPostDraft) => void;
  choices: TAdminChoices | undefined;
  errors?: { role?: string | null; ulbId?: string | null };
}) {
  const { t } = useTranslation('administration');
  const language = useLanguage();
  const { value, onChange, choices } = props;
  return (
    <>
      <NativeSelect
        label={t('fields.role')}
        required
        value={value.role}
        onChange={(event) => {
          const role = event.currentTarget.value;
          onChange({ role, ulbId: isUlbRole(role) ? value.ulbId : '' });
        }}
        data={[
          { value: '', label: t('form.chooseRole') },
          ...(choices?.adminRoles ?? []).map((role) => ({ value: role, label: serverRoleLabel(role, language) })),
        ]}
        error={props.errors?.role ?? undefined}
        errorProps={ANNOUNCED_ERROR_PROPS}
      />
      {(value.role === '' || isUlbRole(value.role)) && (
        <NativeSelect
          label={t('fields.ulb')}
          required
          value={value.ulbId}
          onChange={(event) => onChange({ ...value, ulbId: event.currentTarget.value })}
          data={[
            { value: '', label: t('form.chooseUlb') },
            ...(choices?.adminJurisdictions ?? []).map((ulb) => ({
              value: ulb.ulbId,
              label: `${ulb.ulbName} (${ulb.districtName})`,
            })),
          ]}
          error={props.errors?.ulbId ?? undefined}
          errorProps={ANNOUNCED_ERROR_PROPS}
        />
      )}
    </>
  );
}

/** A post as the server takes it, once complete (a ULB role with its ULB); null while something is missing. */
export function completePost(draft: TPostDraft): { role: string; ulbId: string | null } | null {
  if (!draft.role) return null;
  if (isUlbRole(draft.role)) return draft.ulbId ? { role: draft.role, ulbId: draft.ulbId } : null;
  return { role: draft.role, ulbId: null };
}

/** The problems of an incomplete post, for its fields. */
export function postErrors(draft: TPostDraft, message: { role: string; ulbId: string }) {
  return {
    role: draft.role ? null : message.role,
    ulbId: draft.role && isUlbRole(draft.role) && !draft.ulbId ? message.ulbId : null,
  };
}

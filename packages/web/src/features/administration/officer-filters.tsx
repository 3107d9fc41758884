import { MAX_SEARCH_LENGTH, OFFICER_STATES, serverRoleLabel } from '@anumati/domain';
import { Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language';
import type { TAdminChoices } from './api/admin-choices.query';
import type { TOfficersState } from './use-officers-state';

type TOfficerFiltersProps = {
  value: TOfficersState;
  choices: TAdminChoices | undefined;
  onChange: (change: Partial<TOfficersState>) => void;
};

/**
 * Issue 52 §2: the officers list's search (name, username or mobile) and its filters by role, ULB and state. A
 * filter applies as it is chosen; the search on Enter or Search, so the list is not asked for at every letter.
 */
export function OfficerFilters({ value, choices, onChange }: TOfficerFiltersProps) {
  const { t } = useTranslation('administration');
  const language = useLanguage();
  // The page keys this by the URL's search, so back and forward put theirs in the box.
  const [text, setText] = useState(value.search);
  const hasFilters = value.search !== '' || value.role !== '' || value.ulbId !== '' || value.state !== '';
  return (
    <form
      role="search"
      aria-label={t('list.filters')}
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search: text.trim() });
      }}
    >
      <Group align="flex-end" gap="sm">
        <TextInput
          label={t('list.search')}
          placeholder={t('list.searchPlaceholder')}
          value={text}
          maxLength={MAX_SEARCH_LENGTH}
          onChange={(event) => setText(event.currentTarget.value)}
          w={{ base: '100%', sm: 260 }}
        />
        <Button type="submit" variant="light">
          {t('list.runSearch')}
        </Button>
        <NativeSelect
          label={t('fields.role')}
          value={value.role}
          onChange={(event) => onChange({ role: event.currentTarget.value })}
          data={[
            { value: '', label: t('list.anyRole') },
            ...(choices?.adminRoles ?? []).map((role) => ({ value: role, label: serverRoleLabel(role, language) })),
          ]}
          w={{ base: '100%', sm: 220 }}
        />
        <NativeSelect
          label={t('fields.ulb')}
          value={value.ulbId}
          onChange={(event) => onChange({ ulbId: event.currentTarget.value })}
          data={[
            { value: '', label: t('list.anyUlb') },
            ...(choices?.adminJurisdictions ?? []).map((ulb) => ({ value: ulb.ulbId, label: ulb.ulbName })),
          ]}
          w={{ base: '100%', sm: 200 }}
        />
        <NativeSelect
          label={t('fields.state')}
          value={value.state}
          onChange={(event) => onChange({ state: event.currentTarget.value as TOfficersState['state'] })}
          data={[
            { value: '', label: t('list.anyState') },
            ...OFFICER_STATES.map((state) => ({ value: state, label: t(`states.${state}`) })),
          ]}
          w={{ base: '100%', sm: 160 }}
        />
        {hasFilters && (
          <Button
            variant="subtle"
            onClick={() => {
              setText('');
              onChange({ search: '', role: '', ulbId: '', state: '' });
            }}
          >
            {t('list.clearFilters')}
          </Button>
        )}
      </Group>
    </form>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DEPARTMENT } from '../../shared/identity/department';
import { useLanguage } from '../../shared/i18n/use-language';
import classes from './app-shell-header.module.css';

/** The department's emblem (shared/identity/department.ts), its alt text naming the department. */
function DepartmentEmblem() {
  const language = useLanguage();
  return (
    <img
      src={DEPARTMENT.emblem.src}
      alt={DEPARTMENT.emblem.alt[language]}
      width={40}
      height={40}
      style={{ flexShrink: 0, width: '2.5rem', height: '2.5rem' }}
    />
  );
}

type TGovernmentIdentityProps = {
  isCompact?: boolean;
  /** False where the screen names the product itself (the sign-in frame), so it is not read twice. */
  hasProductName?: boolean;
};

/**
 * GIGW 3.0 identity: the emblem, "Government of Telangana", the department and the product. Compact (phones, 200 %
 * zoom) keeps the emblem, the government and the product's short name, and the department where the top bar has
 * room for it (app-shell-header.module.css). The words wrap, never cut.
 */
export function GovernmentIdentity({ isCompact = false, hasProductName = true }: TGovernmentIdentityProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <DepartmentEmblem />
      <Stack gap={0} miw={0}>
        <Text size="xs" fw={600} c="gray.8" lh={1.25}>
          {DEPARTMENT.government[language]}
        </Text>
        <Text size="xs" c="gray.8" lh={1.25} className={isCompact ? classes.compactDepartment : undefined}>
          {DEPARTMENT.name[language]}
        </Text>
        {hasProductName && (
          <Text fw={700} c="blue.8" size={isCompact ? 'sm' : 'md'} lh={1.25}>
            {isCompact ? t('identity.productShort') : t('identity.product')}
          </Text>
        )}
      </Stack>
    </Group>
  );
}

import { Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import classes from './app-shell-header.module.css';

/**
 * A neutral mark where the State emblem goes: the emblem's artwork is not available offline, and a drawn imitation
 * of it would be worse than an honest placeholder. Its alt text says what it stands for; the department replaces
 * this component's SVG with the official artwork.
 */
function EmblemPlaceholder() {
  const { t } = useTranslation('shell');
  return (
    <svg
      role="img"
      aria-label={t('identity.emblemAlt')}
      width="2.5rem"
      height="2.5rem"
      viewBox="0 0 40 40"
      style={{ flexShrink: 0 }}
    >
      <circle cx="20" cy="20" r="18" fill="none" stroke="var(--mantine-color-blue-8)" strokeWidth="3" />
      <circle cx="20" cy="20" r="9" fill="var(--mantine-color-blue-8)" />
    </svg>
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
  return (
    <Group gap="xs" wrap="nowrap" miw={0}>
      <EmblemPlaceholder />
      <Stack gap={0} miw={0}>
        <Text size="xs" fw={600} c="gray.8" lh={1.25}>
          {t('identity.government')}
        </Text>
        <Text size="xs" c="gray.8" lh={1.25} className={isCompact ? classes.compactDepartment : undefined}>
          {t('identity.department')}
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

import { useTranslation } from 'react-i18next';
import { DEPARTMENT } from '../../shared/identity/department';
import { useLanguage } from '../../shared/i18n/use-language';
import headerClasses from './app-shell-header.module.css';
import classes from './public-frame.module.css';

/** The department's emblem (shared/identity/department.ts), its alt text naming the department. */
function DepartmentEmblem() {
  const language = useLanguage();
  return (
    <img
      src={DEPARTMENT.emblem.src}
      alt={DEPARTMENT.emblem.alt[language]}
      width={40}
      height={40}
      className={classes.emblem}
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
 * room for it (app-shell-header.module.css). The words wrap, never cut. Plain markup: the sign-in page shows it
 * and loads no UI kit (issue 54 §6).
 */
export function GovernmentIdentity({ isCompact = false, hasProductName = true }: TGovernmentIdentityProps) {
  const { t } = useTranslation('shell');
  const language = useLanguage();
  const department = [classes.identityLine, isCompact ? headerClasses.compactDepartment : ''].join(' ');
  return (
    <div className={classes.identity}>
      <DepartmentEmblem />
      <div className={classes.identityText}>
        <p className={`${classes.identityLine} ${classes.government}`}>{DEPARTMENT.government[language]}</p>
        <p className={department}>{DEPARTMENT.name[language]}</p>
        {hasProductName && (
          <p className={isCompact ? `${classes.product} ${classes.productCompact}` : classes.product}>
            {isCompact ? t('identity.productShort') : t('identity.product')}
          </p>
        )}
      </div>
    </div>
  );
}

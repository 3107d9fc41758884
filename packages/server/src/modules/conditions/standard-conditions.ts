import type { TConditionType } from '@anumati/domain';

/**
 * The standard conditions officers pick from (spec 3 §2 Additional Conditions). The spec shows none; these are
 * the usual conditions of Telangana building permits worded for the demo, with their public basis where one
 * exists — not an official list. The key keeps a condition's identity when its wording changes.
 */
export const STANDARD_CONDITIONS: readonly { key: string; typeOf: TConditionType; name: string }[] = [
  {
    key: 'fee-difference-before-proceedings',
    typeOf: 'fee',
    name: 'The fee difference intimated shall be paid before the proceedings are issued.',
  },
  {
    key: 'fee-mortgage-ten-percent',
    typeOf: 'fee',
    // Deccan Chronicle 01.01.2018: 10% of the built-up area is mortgaged for plots above 200 sq m.
    name: 'Ten percent of the built-up area shall be mortgaged in favour of the sanctioning authority until the occupancy certificate is issued.',
  },
  { key: 'fee-labour-cess', typeOf: 'fee', name: 'The labour cess shall be paid in full before construction begins.' },
  {
    key: 'fee-land-use-conversion',
    typeOf: 'fee',
    // Spec 1 §5 CLU notice: land-use charges are added before the final fee submission.
    name: 'Land-use conversion charges shall be paid where the plot falls under a scheme that needs a change of land use.',
  },
  {
    key: 'fee-vlt-arrears',
    typeOf: 'fee',
    name: 'Vacant land tax arrears, if any, shall be cleared before the permit is released.',
  },
  {
    key: 'fee-shortfall-recovery',
    typeOf: 'fee',
    name: 'Any fee found short later shall be recovered from the applicant.',
  },
  {
    key: 'proceeding-as-sanctioned',
    typeOf: 'proceeding',
    name: 'The building shall be constructed strictly as per the sanctioned plan; any deviation will be treated as unauthorised.',
  },
  {
    key: 'proceeding-setbacks-open',
    typeOf: 'proceeding',
    name: 'The setbacks shown in the sanctioned plan shall be left open to sky and free of any construction.',
  },
  {
    key: 'proceeding-rain-water-harvesting',
    typeOf: 'proceeding',
    name: 'A rain water harvesting pit shall be provided within the premises before occupation.',
  },
  {
    key: 'proceeding-debris',
    typeOf: 'proceeding',
    name: 'Construction debris shall not be dumped on roads, drains or public places.',
  },
  {
    key: 'proceeding-display-permit',
    typeOf: 'proceeding',
    name: 'The sanctioned plan and the permit shall be displayed at the site during construction.',
  },
  {
    key: 'proceeding-occupancy-certificate',
    typeOf: 'proceeding',
    name: 'An occupancy certificate shall be obtained before the building is occupied.',
  },
  {
    key: 'proceeding-revocation',
    typeOf: 'proceeding',
    name: 'The permission is liable to be revoked if it was obtained by misrepresentation or false documents.',
  },
  {
    key: 'proceeding-trees',
    typeOf: 'proceeding',
    name: 'Trees on the plot shall not be felled without the permission of the competent authority.',
  },
];

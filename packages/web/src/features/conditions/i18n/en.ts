/** The Fee and Proceeding Conditions tabs (namespace "conditions"). */
export const conditionsEn = {
  loading: 'Loading conditions',
  titles: {
    fee: 'Fee Conditions',
    proceeding: 'Proceeding Conditions',
  },
  submitted: 'Submitted',
  submit: 'Submit',
  additional: 'Additional Conditions',
  custom: 'Custom Conditions',
  customCondition: 'Custom Condition {{number}}',
  characters: '{{length}}/{{max}} characters',
  addCondition: 'Add Condition',
  noCustom: 'No custom conditions.',
};

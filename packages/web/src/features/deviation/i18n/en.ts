/** The deviation table screen and tab (namespace "deviation"). */
export const deviationEn = {
  screenTitle: 'Deviation Table',
  tab: 'Deviation',
  loading: 'Loading the deviation table',
  submitted: 'Submitted',
  submit: 'Submit',
  cancel: 'Cancel',
  citizenCaption: 'Citizen Updated Deviation',
  officerCaption: 'Officer Updated Deviation ({{level}})',
  /** Officers read the level by number and whose entries it holds (deviationLevelLabel), never its code LEVEL-1. */
  levelName: 'Level {{number}}: {{name}}',
  table: {
    compoundingFeeTable: '{{caption}}: compounding fee',
    sides: {
      front: 'Front',
      rear: 'Rear',
      side_one: 'Side1',
      side_two: 'Side2',
    },
    /** The name an entered cell is read by, after its side: "Rear setback as on ground". */
    fields: {
      building_permit_order: 'building permit order',
      setback_as_on_ground: 'setback as on ground',
      building_lengths: 'building lengths',
      no_of_floors: 'no of floors',
    },
    enteredCell: '{{side}} {{field}}',
    columns: {
      side: 'Side',
      buildingPermitOrder: 'Building Permit Order (m)',
      asOnGround: 'As On Ground (m)',
      setbackDeviation: 'Deviation In SetBack (m)',
      setbackDeviatedPercentage: '% Of Setback Deviated',
      buildingLengths: 'Building Lengths (m)',
      deviatedAreaPerFloor: 'Deviated BA Per Floor (Sq.m)',
      floors: 'No Of Floors',
      totalDeviatedArea: 'Total Deviated Builtup Area (Sq.m)',
    },
    total: 'Total',
    totalDeviatedAreaSqYd: 'Total Deviated Builtup Area (Sq.yd)',
    landValue: 'Land Value per Sq.yd (Registration Dept.)',
    landValueInput: 'Land value per square yard',
    totalCompoundingFee: 'Total Compounding Fee',
  },
};

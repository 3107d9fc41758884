/** Spec 2 §8: the detail screens' empty and error texts, verbatim. */
export const DETAIL_MESSAGES = {
  noDocuments: 'No documents available for this application',
  noCertificates: 'No Certificates Available for this Application',
  plotAddressNotFound: 'Plot Address Not found',
  buildingInfoNotFound: 'Building Info Not found',
  builtupAreaNotFound: 'Builtup Area Not found',
  singleWindowNotFound: 'Single Window Not found',
  somethingWentWrong: 'Something went wrong!',
  // Not in the spec: what other sections say when the file has nothing for them (decisions).
  noFeeDetails: 'No fee adjustment details for this application',
  noChecklist: 'No checklist answers for this application',
  noCorrections: 'No correction requests for this application',
  noDeviation: 'No deviation details for this application',
  noInsurance: 'No insurance policy for this application',
} as const;

export const DETAIL_MESSAGES_TE: Record<keyof typeof DETAIL_MESSAGES, string> = {
  noDocuments: 'ఈ దరఖాస్తుకు పత్రాలు అందుబాటులో లేవు',
  noCertificates: 'ఈ దరఖాస్తుకు ధృవపత్రాలు అందుబాటులో లేవు',
  plotAddressNotFound: 'ప్లాట్ చిరునామా కనబడలేదు',
  buildingInfoNotFound: 'భవన సమాచారం కనబడలేదు',
  builtupAreaNotFound: 'నిర్మిత ప్రాంతం కనబడలేదు',
  singleWindowNotFound: 'సింగిల్ విండో వివరాలు కనబడలేదు',
  somethingWentWrong: 'ఏదో తప్పు జరిగింది!',
  noFeeDetails: 'ఈ దరఖాస్తుకు రుసుము సర్దుబాటు వివరాలు లేవు',
  noChecklist: 'ఈ దరఖాస్తుకు చెక్‌లిస్ట్ సమాధానాలు లేవు',
  noCorrections: 'ఈ దరఖాస్తుకు సవరణ అభ్యర్థనలు లేవు',
  noDeviation: 'ఈ దరఖాస్తుకు వ్యత్యాస వివరాలు లేవు',
  noInsurance: 'ఈ దరఖాస్తుకు బీమా పాలసీ లేదు',
};

/**
 * The questions and statements the citizen platform sends in English only (the application's checklist, the
 * plot's questions, the deviation questions, the self-declaration), with a Telugu rendering kept beside them
 * (issue 55). Decision: the platform's text stays the record and is shown as sent, marked English; a Telugu
 * screen shows the rendering first. The table is keyed by the platform's exact text, so a question it does not
 * know is shown in English alone, never mistranslated. The deviation questions repeat the checklists' own
 * questions; the server's form-templates test holds both renderings equal.
 */
export const PLATFORM_QUESTIONS_TE: Readonly<Record<string, string>> = {
  // The plot's questions and its ownership document (plot_answers, documents).
  'Is the plot part of an approved layout?': 'ప్లాట్ ఆమోదిత లేఅవుట్‌లో భాగమా?',
  'Is the plot affected by road widening?': 'ప్లాట్ రహదారి విస్తరణ వల్ల ప్రభావితమవుతున్నదా?',
  'Is the plot under any litigation?': 'ప్లాట్‌పై ఏదైనా వ్యాజ్యం ఉన్నదా?',
  'Type of ownership document': 'యాజమాన్య పత్రం రకం',
  'Document number': 'పత్రం నంబరు',
  'Sub-registrar office': 'సబ్-రిజిస్ట్రార్ కార్యాలయం',
  // The self-declaration the applicant certified (TS-bPASS).
  'I self-certify the size of the plot and the number of floors, and the ownership document (including Encumbrance Certificate) uploaded.':
    'ప్లాట్ విస్తీర్ణం, అంతస్తుల సంఖ్య మరియు అప్‌లోడ్ చేసిన యాజమాన్య పత్రం (ఎన్‌కంబరెన్స్ సర్టిఫికెట్‌తో సహా) సరైనవని నేను స్వయంగా ధృవీకరిస్తున్నాను.',
  'I accept personal accountability and liability in case any declaration is found false.':
    'ఏదైనా ప్రకటన అసత్యమని తేలిన పక్షంలో వ్యక్తిగత జవాబుదారీతనాన్ని మరియు బాధ్యతను నేను అంగీకరిస్తున్నాను.',
  'If violations of the sanctioned plan are found, the Government / Commissioner / authorised agency may demolish without issue of any notice.':
    'మంజూరైన ప్లాన్ ఉల్లంఘనలు గుర్తించినట్లయితే, ప్రభుత్వం / కమిషనర్ / అధీకృత సంస్థ ఎలాంటి నోటీసు జారీ చేయకుండానే కూల్చివేయవచ్చు.',
  'I understand that false declaration or misrepresentation makes the applicant and the technical person liable to imprisonment up to 3 years, penalty and confiscation under the TS-bPASS Act.':
    'తప్పుడు ప్రకటన లేదా తప్పుడు సమాచారం ఇచ్చినట్లయితే TS-bPASS చట్టం కింద దరఖాస్తుదారు మరియు సాంకేతిక నిపుణుడు 3 సంవత్సరాల వరకు జైలు శిక్ష, జరిమానా మరియు జప్తుకు బాధ్యులవుతారని నేను అర్థం చేసుకున్నాను.',
  'The proposal is in accordance with the Master Plan / Detailed Planning Scheme / Local Area Plan and the Building Rules.':
    'ప్రతిపాదన మాస్టర్ ప్లాన్ / డీటెయిల్డ్ ప్లానింగ్ స్కీమ్ / లోకల్ ఏరియా ప్లాన్ మరియు భవన నిబంధనలకు అనుగుణంగా ఉన్నది.',
  'The site is not government land, assigned land, ceiling surplus, endowment or wakf land.':
    'స్థలం ప్రభుత్వ భూమి, అసైన్డ్ భూమి, సీలింగ్ మిగులు భూమి, దేవాదాయ లేదా వక్ఫ్ భూమి కాదు.',
  'The site is not in the bed of a river / nala or the FTL of any lake, pond, cheruvu, kunta or shikam land, nor in the prescribed buffer zone.':
    'స్థలం నది / నాలా గర్భంలో గానీ, ఏదైనా సరస్సు, కొలను, చెరువు, కుంట లేదా శిఖం భూమి యొక్క FTL పరిధిలో గానీ, నిర్దేశిత బఫర్ జోన్‌లో గానీ లేదు.',
  'The site is not in the prohibited properties list (Section 22A of the Registration Act) or any other prohibited / restricted land.':
    'స్థలం నిషేధిత ఆస్తుల జాబితాలో (రిజిస్ట్రేషన్ చట్టం సెక్షన్ 22A) గానీ, ఇతర ఏ నిషేధిత / పరిమితులు గల భూమిలో గానీ లేదు.',
  'The plot is not affected by road widening, or the affected portion will be surrendered free of cost and setbacks left from the widened road line.':
    'ప్లాట్ రహదారి విస్తరణ వల్ల ప్రభావితం కాదు, లేదా ప్రభావిత భాగాన్ని ఉచితంగా అప్పగించి విస్తరించిన రహదారి రేఖ నుండి సెట్‌బ్యాక్‌లు వదులుతాము.',
  'The plot is in an approved layout or has been regularised under LRS / is in gramakantam.':
    'ప్లాట్ ఆమోదిత లేఅవుట్‌లో ఉన్నది, లేదా LRS కింద క్రమబద్ధీకరించబడినది / గ్రామకంఠంలో ఉన్నది.',
  'The plot is not part of a bigger plot sub-divided without approval.':
    'ప్లాట్ అనుమతి లేకుండా ఉప విభజన చేసిన పెద్ద ప్లాట్‌లో భాగం కాదు.',
  'Setbacks, height and floors will be as per the Building Rules and the permission.':
    'సెట్‌బ్యాక్‌లు, ఎత్తు మరియు అంతస్తులు భవన నిబంధనలు మరియు అనుమతి ప్రకారం ఉంటాయి.',
  'The existing width of the abutting road stated in the application is correct.':
    'దరఖాస్తులో పేర్కొన్న ఆనుకొని ఉన్న రహదారి ప్రస్తుత వెడల్పు సరైనది.',
  'The approval does not confer ownership rights; the applicant is solely responsible for litigation or disputes.':
    'ఈ అనుమతి యాజమాన్య హక్కులను కల్పించదు; వ్యాజ్యాలు లేదా వివాదాలకు దరఖాస్తుదారు మాత్రమే బాధ్యులు.',
  'Rain water harvesting pit(s) will be constructed and trees planted as required.':
    'నిబంధనల మేరకు వర్షపు నీటి సంరక్షణ (ఇంకుడు) గుంత(లు) నిర్మించి చెట్లు నాటుతాము.',
  'The site is not within 500 m of a defence establishment or in the airport restricted zone / funnel, or the required NOC is obtained.':
    'స్థలం రక్షణ స్థావరానికి 500 మీ. లోపు గానీ, విమానాశ్రయ నిషేధిత జోన్ / ఫన్నెల్‌లో గానీ లేదు, లేదా అవసరమైన NOC పొందాము.',
  // The deviation questions (an occupancy's or a compound wall's), as the checklists ask them.
  'Is the building constructed as per the sanctioned plan?': 'మంజూరైన ప్లాన్ ప్రకారం భవనం నిర్మించారా?',
  'Deviation from sanctioned plan within 10% (compoundable)?': 'మంజూరైన ప్లాన్ నుండి వ్యత్యాసం 10% లోపు ఉన్నదా (కాంపౌండింగ్‌కు అర్హం)?',
  'Are cellar / stilt floors used exclusively for parking, without partitions or rolling shutters?':
    'సెల్లార్ / స్టిల్ట్ అంతస్తులను విభజన గోడలు లేదా రోలింగ్ షట్టర్లు లేకుండా కేవలం పార్కింగ్‌కు మాత్రమే వినియోగిస్తున్నారా?',
  'Has the number of units been increased beyond the sanction?': 'మంజూరుకు మించి యూనిట్ల సంఖ్య పెంచారా?',
  'Is the rain water harvesting structure (percolation pit) constructed?':
    'వర్షపు నీటి సంరక్షణ నిర్మాణం (ఇంకుడు గుంత) నిర్మించారా?',
  'Are trees planted along the periphery and in front of the premises?': 'ప్రాంగణం చుట్టూ మరియు ముందు భాగంలో చెట్లు నాటారా?',
  'Is the tot-lot fenced and maintained as greenery?': 'టాట్-లాట్‌కు కంచె వేసి పచ్చదనంగా నిర్వహిస్తున్నారా?',
  'Is space for a transformer provided within the site?': 'స్థలంలోనే ట్రాన్స్‌ఫార్మర్ కొరకు స్థలం కేటాయించారా?',
  'Is a garbage house / solid-waste space provided within the premises?': 'ప్రాంగణంలోనే చెత్త గది / ఘన వ్యర్థాల స్థలం కల్పించారా?',
  'Has the road-affected portion been handed over free of cost?': 'రహదారి ప్రభావిత భాగాన్ని ఉచితంగా అప్పగించారా?',
  'Is Fire Occupancy NOC obtained (high-rise / buildings needing fire NOC)?':
    'ఫైర్ ఆక్యుపెన్సీ NOC పొందారా (బహుళ అంతస్తుల / ఫైర్ NOC అవసరమైన భవనాలు)?',
  'Completion notice and architect / structural engineer completion certificates submitted?':
    'నిర్మాణ పూర్తి నోటీసు మరియు ఆర్కిటెక్ట్ / స్ట్రక్చరల్ ఇంజనీర్ పూర్తి ధృవపత్రాలు సమర్పించారా?',
  'Can the mortgaged built-up area be released?': 'తనఖా పెట్టిన నిర్మిత విస్తీర్ణాన్ని విడుదల చేయవచ్చా?',
  "Is the compound wall entirely within the applicant's plot boundary?":
    'ప్రహరీ గోడ పూర్తిగా దరఖాస్తుదారుని ప్లాట్ సరిహద్దు లోపలే ఉన్నదా?',
  'Does the wall encroach on the road, road-widening line, footpath or drain?':
    'గోడ రహదారి, రహదారి విస్తరణ రేఖ, ఫుట్‌పాత్ లేదా మురుగు కాలువను ఆక్రమిస్తున్నదా?',
  'Is the wall set back behind the road-widening line where the plot is road-affected?':
    'ప్లాట్ రహదారి విస్తరణ వల్ల ప్రభావితమైన చోట గోడను రహదారి విస్తరణ రేఖకు వెనుకగా నిర్మించారా?',
  'Does the gate open outward onto the public road?': 'గేటు బయటి వైపు ప్రజా రహదారిపైకి తెరుచుకుంటున్నదా?',
  'Does the wall obstruct any natural drainage, nala or storm water drain buffer?':
    'గోడ ఏదైనా సహజ నీటి ప్రవాహాన్ని, నాలాను లేదా వరద నీటి కాలువ బఫర్‌ను అడ్డుకుంటున్నదా?',
  'Is the wall within the FTL / buffer of a water body?': 'గోడ ఏదైనా జలవనరు యొక్క FTL / బఫర్ పరిధిలో ఉన్నదా?',
  'Is the site on government land or under dispute?': 'స్థలం ప్రభుత్వ భూమిలో ఉన్నదా లేదా వివాదంలో ఉన్నదా?',
};

/** The features of the vicinity questions ("Is the site within 30 m of: Railway boundary?"), Building Rules 2012. */
const VICINITY_FEATURES_TE: Readonly<Record<string, string>> = {
  'River (outside Municipal Corporation / Municipality / Nagar Panchayat limits)':
    'నది (మున్సిపల్ కార్పొరేషన్ / మున్సిపాలిటీ / నగర పంచాయతీ పరిధి వెలుపల)',
  'River (within ULB limits)': 'నది (ULB పరిధి లోపల)',
  'Lake / tank / kunta of 10 Ha and above': '10 హె. మరియు అంతకు మించిన సరస్సు / ట్యాంకు / కుంట',
  'Lake / tank / kunta below 10 Ha, shikam land': '10 హె. కంటే తక్కువ సరస్సు / ట్యాంకు / కుంట, శిఖం భూమి',
  'Canal / vagu / nala / storm water drain wider than 10 m': '10 మీ. కంటే వెడల్పైన కాలువ / వాగు / నాలా / వరద నీటి కాలువ',
  'Canal / vagu / nala / storm water drain up to 10 m wide': '10 మీ. వరకు వెడల్పు గల కాలువ / వాగు / నాలా / వరద నీటి కాలువ',
  'Railway boundary': 'రైల్వే సరిహద్దు',
  'Defence / military establishment': 'రక్షణ / సైనిక స్థావరం',
};

const VICINITY_QUESTION = /^Is the site within (\d+(?:\.\d+)?) m of: (.+)\?$/;

/**
 * A question or statement from the citizen platform rendered in Telugu; null where the table does not know it
 * (it is then shown in English alone). The vicinity questions are read by their pattern, whatever the distance.
 */
export function platformQuestionTe(question: string): string | null {
  const known = PLATFORM_QUESTIONS_TE[question];
  if (known) return known;
  const vicinity = VICINITY_QUESTION.exec(question);
  const feature = vicinity ? VICINITY_FEATURES_TE[vicinity[2] ?? ''] : undefined;
  return vicinity && feature ? `${feature}: స్థలం ${vicinity[1] ?? ''} మీ. లోపు ఉన్నదా?` : null;
}

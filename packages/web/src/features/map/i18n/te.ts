import type { TTranslations } from '../../../shared/i18n/translations';
import type { mapEn } from './en';

export const mapTe: TTranslations<typeof mapEn> = {
  viewMap: 'మ్యాప్ చూడండి',
  title: 'ప్లాట్ మ్యాప్',
  loadingMap: 'మ్యాప్ లోడ్ అవుతోంది',
  region: 'ప్లాట్ మ్యాప్',
  zoomIn: 'దగ్గరగా చూపించు',
  zoomOut: 'దూరంగా చూపించు',
  legend: 'సూచిక',
  citizenArea: 'పౌరుడు గుర్తించిన స్థలం',
  officerArea: 'అధికారి గుర్తించిన స్థలం',
  officerAreaDraft: 'అధికారి గుర్తించిన స్థలం (సేవ్ కాలేదు)',
  layerTooltip: '{{layer}}: {{name}}',
  loadingLayers: '{{count}} సరిహద్దు పొరలు లోడ్ అవుతున్నాయి…',
  couldNotLoad: 'లోడ్ కాలేదు: {{layers}}',
  warning: 'హెచ్చరిక',
  toolHints: {
    DRAW: 'స్థలం ప్రతి మూలను ఉంచడానికి మ్యాప్‌పై క్లిక్ చేయండి; ముగించడానికి మొదటి మూలపై మళ్లీ క్లిక్ చేయండి.',
    EDIT_CORNERS: 'మూలను జరపడానికి దాన్ని లాగండి, కొత్త మూల కోసం భుజం మధ్యను లాగండి, మూలను తీసివేయడానికి దానిపై రైట్-క్లిక్ చేయండి.',
  },
  coordinates: {
    citizen: 'పౌరుడి నిర్దేశాంకాలు',
    officer: 'అధికారి నిర్దేశాంకాలు',
    noCitizen: 'పౌరుడి నిర్దేశాంకాలు లేవు',
    noOfficer: 'అధికారి నిర్దేశాంకాలు లేవు',
    serialNumber: 'క్ర.సం.',
    latitudeLongitude: 'అక్షాంశం,రేఖాంశం',
    remove: 'తీసివేయి',
    officerPoint: 'అధికారి బిందువు {{number}} (అక్షాంశం,రేఖాంశం)',
    removePoint: 'బిందువు {{number}} తీసివేయి',
    addPoint: 'బిందువు జోడించు',
  },
  confirmDelete: {
    label: 'తొలగింపు నిర్ధారణ',
    question: 'ఈ ప్లాట్ అధికారి నిర్దేశాంకాలను తొలగించాలా? పట్టిక మళ్లీ సవరించదగినదిగా మారుతుంది.',
    yes: 'అవును, తొలగించు',
  },
  actions: {
    drawArea: 'స్థలం గీయండి',
    cancelDrawing: 'గీయడం రద్దు చేయి',
    editCorners: 'మూలలు సవరించు',
    doneEditingCorners: 'మూలల సవరణ పూర్తయింది',
    editArea: 'స్థలం సవరించు',
    deleteEditedArea: 'సవరించిన స్థలం తొలగించు',
  },
};

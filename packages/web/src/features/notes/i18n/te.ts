import type { TTranslations } from '../../../shared/i18n/translations';
import type { notesEn } from './en';

export const notesTe: TTranslations<typeof notesEn> = {
  drawer: {
    title: 'నోట్స్',
    downloadPdf: 'నోట్స్ డౌన్‌లోడ్ (PDF)',
    loading: 'నోట్స్ లోడ్ అవుతున్నాయి',
    noteBy: '{{name}} రాసిన నోట్',
    attachment: 'జతపరిచిన ఫైల్',
  },
  editor: {
    addNotes: 'నోట్స్ జోడించండి',
    loading: 'నోట్స్ జోడించే ఎడిటర్ లోడ్ అవుతోంది',
    loadError: 'నోట్స్ జోడించే ఎడిటర్‌ను లోడ్ చేయలేకపోయాము. కనెక్షన్‌ను తనిఖీ చేసి, మళ్లీ ప్రయత్నించండి.',
    attachmentUpload: 'జతపరిచిన ఫైల్ అప్‌లోడ్',
    attachFile: 'ఫైల్ జతపరచు',
    submit: 'సమర్పించు',
    noteAdded: 'నోట్ జోడించబడింది',
  },
};

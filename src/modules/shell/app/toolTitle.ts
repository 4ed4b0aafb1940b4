import type { TFunction } from '../../../shared/i18n/translator';
import { queryTextOf } from '../../../store/pageSelectors';
import type { RootState } from '../../../store/rootReducer';
import { isLegalDocumentId, legalTitle } from '../../legalNotice/texts/titles';

/** The title of a tool page (serial-number checker, remote-control programming), once its data is loaded. */
export function toolTitleOf(state: RootState, t: TFunction): string | undefined {
  const { page } = state;
  switch (page.type) {
    case 'serialNumberChecker':
      return state.serialNumberChecker.info?.title;
    case 'remoteProgrammingCode': {
      const remote = state.remoteProgramming.data;
      return page.params.productName && remote
        ? `${remote.modelName} ${remote.displayName} – ${t('remote.title')}`
        : t('remote.title');
    }
    case 'remoteProgrammingCodeWithResults': {
      const query = queryTextOf(page).trim();
      return query ? t('remote.resultsTitle', { query }) : t('remote.title');
    }
    case 'contact':
      return t('contact.title');
    case 'legal':
      return isLegalDocumentId(page.params.document) ? legalTitle(page.locale, page.params.document) : undefined;
    case 'repairRequest':
      return t('repair.title');
    case 'repairConfirmation':
      return state.repairConfirmation.data ? `${t('repair.confirmationTitle')} ${state.repairConfirmation.data.reference}` : t('repair.confirmationTitle');
    case 'serviceCentres': {
      const query = state.serviceCentres.data?.query;
      // Each language quotes the town its own way ('« koln »'), as the results pages do.
      return query ? t('serviceCentres.resultsTitle', { query }) : t('serviceCentres.title');
    }
    case 'agentSearchInsights':
      return t('insights.title');
    default:
      return undefined;
  }
}

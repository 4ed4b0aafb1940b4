import * as banners from '../../banners/load';
import * as smartHelpArticle from '../../smartHelpArticle/load';
import * as smartHelpArticles from '../../smartHelpArticles/load';
import * as smartHelpQuestions from '../../smartHelpQuestions/load';
import * as smartHelpBundle from '../../smartHelpBundle/load';
import * as smartHelpEntry from '../../smartHelpEntry/load';
import * as smartHelpHeader from '../../smartHelpHeader/load';
import * as smartHelpHome from '../../smartHelpHome/load';
import * as smartHelpVideos from '../../smartHelpVideos/load';
import type { BundleSagas } from '../../types';

/**
 * The sagas of the TV help pages' modules by module id: their loaders.
 * In the browser they are a chunk fetched after hydration (docs/decisions/042-javascript-budget.md, update 4).
 */
export const sagas: BundleSagas = {
  banners: { load: banners.loadBanners },
  smartHelpArticle: { load: smartHelpArticle.load },
  smartHelpArticles: { load: smartHelpArticles.loadList },
  smartHelpQuestions: { load: smartHelpQuestions.loadQuestions },
  smartHelpBundle: { load: smartHelpBundle.load },
  smartHelpEntry: { load: smartHelpEntry.load },
  smartHelpHeader: { load: smartHelpHeader.load },
  smartHelpHome: { load: smartHelpHome.load },
  smartHelpVideos: { load: smartHelpVideos.loadSmartHelpVideos },
};

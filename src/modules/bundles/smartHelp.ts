import { bannersModule } from '../banners';
import { smartHelpArticleModule } from '../smartHelpArticle';
import { smartHelpArticlesModule } from '../smartHelpArticles';
import { smartHelpQuestionsModule } from '../smartHelpQuestions';
import { smartHelpBundleModule } from '../smartHelpBundle';
import { smartHelpEntryModule } from '../smartHelpEntry';
import { smartHelpErrorModule } from '../smartHelpError';
import { smartHelpHeaderModule } from '../smartHelpHeader';
import { smartHelpHomeModule } from '../smartHelpHome';
import { smartHelpVideosModule } from '../smartHelpVideos';
import type { ModuleDefinition } from '../types';

/** Smart help (TV help): one module per sub-page under the compact TV header. */
export const modules: readonly ModuleDefinition[] = [
  smartHelpHeaderModule,
  smartHelpEntryModule,
  smartHelpHomeModule,
  smartHelpArticlesModule,
  smartHelpQuestionsModule,
  smartHelpVideosModule,
  smartHelpBundleModule,
  smartHelpArticleModule,
  smartHelpErrorModule,
  bannersModule,
];

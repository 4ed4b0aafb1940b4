/** The TV's videos come from the support-videos loader, which picks the TV's video types for this page type. */
export { loadSupportVideos as loadSmartHelpVideos } from '../supportVideos/load';

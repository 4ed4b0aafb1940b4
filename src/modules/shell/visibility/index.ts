/** Module visibility of docs/behaviour.md §5-§6: pure functions over the page state. */
export * from './access';
export * from './featureToggles';
export * from './filterList';
export * from './liteMode';
export * from './moduleIds';
export * from './moduleRules';
export * from './moduleVisibility';
export * from './searchTypeFilter';

export * from './abilities';
export * from './dates';
export * from './languages';
export * from './menu';
export * from './messages';
export * from './model';
export * from './slugify';
export * from './statuses';

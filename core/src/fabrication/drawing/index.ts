export * from './hole-fits';
export * from './plate-drawing';
export * from './plate-drawing-svg';
export * from './stack-section';

import { createContext, useContext } from 'react';
import type { WidgetStyles } from '../config.js';

export const StylesContext = createContext<WidgetStyles>({});
export const useWidgetStyles = () => useContext(StylesContext);

import type { DecisionResponse } from '@circular/contract';

export type FigureName = DecisionResponse['figures'][number]['name'];
export type FigureSource = DecisionResponse['figures'][number]['source'];

/** The figures every decision weighs: when one is unknown, `missing_figures` says so. */
export const coreFigureNames: readonly FigureName[] = ['price_new', 'resale_as_is', 'resale_after_repair', 'repair_cost', 'recycling_value', 'logistics_cost'];

/** The prices of the other channels, known only when the caller has them (an offer, a lot bid, a vendor's credit). */
export const channelFigureNames: readonly FigureName[] = ['trade_in_offer', 'parts_value', 'lot_value', 'vendor_credit'];

export const figureNames: readonly FigureName[] = [...coreFigureNames, ...channelFigureNames];

/** The figures a decision rests on, each with where it came from; absent ones are unknown. */
export type Figures = Partial<Record<FigureName, { value: number; source: FigureSource }>>;

export const valueOf = (figures: Figures, name: FigureName): number | undefined => figures[name]?.value;

/** Money rounded to cents, so sums of decimals do not show float noise. */
export const cents = (amount: number): number => Math.round(amount * 100) / 100;

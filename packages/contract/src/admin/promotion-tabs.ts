/** docs/product.md §3: promotion status is the string 'true' (active) or 'false' (upcoming). */
export const promotionStatuses = ['true', 'false'] as const;
export type PromotionStatus = (typeof promotionStatuses)[number];
export type PromotionTab = 'active' | 'upcoming';
export const promotionTabStatus: Record<PromotionTab, PromotionStatus> = { active: 'true', upcoming: 'false' };

import { restaurantInstant } from '../../api-client/rules/restaurant-date.ts';

/** The instant a seating begins on a restaurant date; `minute` is its time in minutes after midnight. */
export const seatingStart = (date: string, minute: number): Date => new Date(restaurantInstant(date, '00:00').getTime() + minute * 60_000);

/** The seating's start as its 'HH:mm' time. */
export const seatingStartAt = (date: string, time: string): Date => restaurantInstant(date, time);

/**
 * When a hold or a payment link meant to last until `wanted` ends: never after its seating has
 * begun, since money paid then would confirm a dinner already under way.
 */
export const endByStart = (wanted: Date, start: Date): Date => (wanted.getTime() < start.getTime() ? wanted : start);

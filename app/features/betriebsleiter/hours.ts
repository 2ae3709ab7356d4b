/** "07:00" for hour 7: 24-hour clock, as schedules in German and British English are written. */
export function clockTime(hour: number): string {
  return `${String(hour).padStart(2, "0")}:00`;
}

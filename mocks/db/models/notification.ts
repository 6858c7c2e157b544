/** Models of the notification area (issue 4); filled in by its owner. */
export const notificationModels = {};

export * from './garages';
export * from './vehicles';
export * from './catalogue';
export * from './slots';
export * from './customers';
export * from './bookings';
export * from './engagement';
export * from './accounts';

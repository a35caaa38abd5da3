// 000 §9 and 001 §9 give the login, remembered-phone and tracking cookies "94,608,000 ms (about 3
// years)" and the cookie helper "about 1095 days". 94,608,000 is the number of SECONDS in 1095 days; read
// as milliseconds it is 26 hours and logged customers out every day. Three years, as the words say.

/** 1095 days, in milliseconds: the life of the login session and the spec's long-lived cookies. */
export const THREE_YEARS_MS = 1095 * 24 * 60 * 60 * 1000;

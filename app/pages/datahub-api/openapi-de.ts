/**
 * The German texts of the OpenAPI document's descriptions and summaries, keyed by their English
 * original (the document stays English, as the downloadable file). tests/unit/datahub-api.test.ts
 * checks that every description and summary the reference shows has a German text here, and that
 * no German text is left over whose original is gone.
 */
export const germanTexts: Readonly<Record<string, string>> = {
  // Tags
  "Operations planned in the forestry ERP and carried out by crews in the ForestCrew app, for example young stand tending in compartment 12b.":
    "Maßnahmen, die im Forst-ERP geplant und von den Teams in der ForestCrew-App ausgeführt werden, etwa die Jungwaldpflege in Abteilung 12b.",
  "Stands and compartments with their geometry, as GeoJSON features.":
    "Bestände und Abteilungen mit ihrer Geometrie, als GeoJSON-Features.",
  "Working hours recorded in the app, with GPS position, assigned to a work order.":
    "In der App erfasste Arbeitszeiten mit GPS-Position, einem Arbeitsauftrag zugeordnet.",
  "Forestry machines and vehicles with their operating hours from telematics.":
    "Forstmaschinen und Fahrzeuge mit ihren Betriebsstunden aus der Telematik.",
  "Timber stacks and deliveries for timber sales and haulage.": "Polter und Lieferungen für Holzverkauf und Abfuhr.",
  "Subscriptions that notify your system when something changes, instead of polling.":
    "Abonnements, die Ihr System bei Änderungen benachrichtigen, statt dass es regelmäßig nachfragen muss.",

  // Work orders
  "List work orders": "Arbeitsaufträge abrufen",
  "Newest first. Filter by status or fetch only what changed since your last call.":
    "Die neuesten zuerst. Filtern Sie nach Status oder rufen Sie nur ab, was sich seit Ihrem letzten Abruf geändert hat.",
  "Only work orders with this status.": "Nur Arbeitsaufträge mit diesem Status.",
  "One page of work orders.": "Eine Seite Arbeitsaufträge.",
  "Create a work order": "Arbeitsauftrag anlegen",
  "Typically called by the forestry ERP when an operation is planned. The order appears in the crews' app.":
    "Wird in der Regel vom Forst-ERP aufgerufen, wenn eine Maßnahme geplant ist. Der Auftrag erscheint in der App der Teams.",
  "The work order was created.": "Der Arbeitsauftrag wurde angelegt.",
  "Address of the new work order.": "Adresse des neuen Arbeitsauftrags.",
  "Get a work order": "Arbeitsauftrag abrufen",
  "The work order.": "Der Arbeitsauftrag.",
  "Update a work order": "Arbeitsauftrag ändern",
  "Changes only the fields sent (JSON Merge Patch, RFC 7396), for example a new time frame or the status `cancelled`.":
    "Ändert nur die gesendeten Felder (JSON Merge Patch, RFC 7396), etwa einen neuen Zeitraum oder den Status `cancelled`.",
  "The updated work order.": "Der geänderte Arbeitsauftrag.",

  // Stands
  "List stands as GeoJSON": "Bestände als GeoJSON abrufen",
  "A GeoJSON FeatureCollection of stands; each feature's `properties` hold the stand's data.":
    "Eine GeoJSON-FeatureCollection der Bestände; die `properties` jedes Features enthalten die Daten des Bestands.",
  "Only stands intersecting this box: west, south, east, north in WGS 84 degrees.":
    "Nur Bestände, die dieses Rechteck schneiden: West, Süd, Ost, Nord in Grad (WGS 84).",
  "One page of stands.": "Eine Seite Bestände.",
  "The stand's id.": "Die ID des Bestands.",
  "Get a stand as a GeoJSON feature": "Bestand als GeoJSON-Feature abrufen",
  "The stand.": "Der Bestand.",

  // Time entries
  "List time entries": "Zeiteinträge abrufen",
  "For payroll and invoicing: hours per person and work order.": "Für Lohn und Rechnung: Stunden je Person und Arbeitsauftrag.",
  "Only entries of this work order.": "Nur Einträge dieses Arbeitsauftrags.",
  "Entries starting on or after this day.": "Einträge, die an diesem Tag oder später beginnen.",
  "Entries starting on or before this day.": "Einträge, die an diesem Tag oder früher beginnen.",
  "One page of time entries.": "Eine Seite Zeiteinträge.",

  // Machines
  "List machines": "Maschinen abrufen",
  "One page of machines.": "Eine Seite Maschinen.",
  "The machine's id.": "Die ID der Maschine.",
  "Report operating hours from telematics": "Betriebsstunden aus der Telematik melden",
  "Sent by a telematics system or on-board computer; the DataHub assigns the hours to the work order active at that place and time.":
    "Wird von einem Telematiksystem oder Bordcomputer gesendet; der DataHub ordnet die Stunden dem Arbeitsauftrag zu, der zu dieser Zeit an diesem Ort läuft.",
  "Accepted; the hours are assigned shortly afterwards.": "Angenommen; die Stunden werden kurz darauf zugeordnet.",

  // Timber
  "List timber deliveries": "Holzlieferungen abrufen",
  "Stacks from the harvest and their deliveries to buyers, for timber sales and haulage.":
    "Polter aus dem Einschlag und ihre Lieferungen an die Käuferseite, für Holzverkauf und Abfuhr.",
  "Only deliveries with this status.": "Nur Lieferungen mit diesem Status.",
  "One page of timber deliveries.": "Eine Seite Holzlieferungen.",

  // Webhook subscriptions
  "List webhook subscriptions": "Webhook-Abonnements abrufen",
  "One page of subscriptions.": "Eine Seite Abonnements.",
  "Subscribe to events": "Ereignisse abonnieren",
  "The DataHub then POSTs each event to your address, signed with the subscription's secret (header `Webhook-Signature`, HMAC-SHA256). Failed deliveries are retried with growing intervals for up to 24 hours.":
    "Der DataHub sendet dann jedes Ereignis per POST an Ihre Adresse, signiert mit dem Geheimnis des Abonnements (Header `Webhook-Signature`, HMAC-SHA256). Fehlgeschlagene Zustellungen werden bis zu 24 Stunden lang in wachsenden Abständen wiederholt.",
  "The subscription; its `secret` is shown only in this response.": "Das Abonnement; sein `secret` steht nur in dieser Antwort.",
  "The subscription's id.": "Die ID des Abonnements.",
  "Cancel a subscription": "Abonnement beenden",
  "Cancelled; no further events are sent.": "Beendet; es werden keine weiteren Ereignisse gesendet.",

  // Webhooks
  "A work order was completed": "Ein Arbeitsauftrag wurde abgeschlossen",
  "Sent when a crew marks a work order as completed in the app, for example so that the ERP can close the operation and accounting can invoice it.":
    "Wird gesendet, wenn ein Team einen Arbeitsauftrag in der App als erledigt meldet, etwa damit das ERP die Maßnahme abschließen und die Buchhaltung sie abrechnen kann.",
  "Received. Any 2xx status counts as delivered.": "Empfangen. Jeder 2xx-Status gilt als zugestellt.",
  "A time entry was recorded": "Ein Zeiteintrag wurde erfasst",
  "Sent when hours recorded in the app reach the DataHub (after the device has synced).":
    "Wird gesendet, wenn in der App erfasste Stunden den DataHub erreichen (nachdem das Gerät synchronisiert hat).",

  // Schemas and their fields
  "Where the work order stands.": "Der Stand des Arbeitsauftrags.",
  "The order's number in your ERP, for matching.": "Die Nummer des Auftrags in Ihrem ERP, zum Abgleich.",
  "Kind of operation, for example tending, thinning, planting.": "Art der Maßnahme, etwa Pflege, Durchforstung, Pflanzung.",
  "The stand the work takes place in.": "Der Bestand, in dem gearbeitet wird.",
  "Ids of the people assigned.": "IDs der eingeteilten Personen.",
  "Any fields of a work order that may change; `null` clears a field.":
    "Alle änderbaren Felder eines Arbeitsauftrags; `null` leert ein Feld.",
  "A stand's data, the `properties` of its GeoJSON feature.": "Die Daten eines Bestands, die `properties` seines GeoJSON-Features.",
  "Compartment and sub-compartment as used in the business.": "Abteilung und Unterabteilung, wie im Betrieb gebräuchlich.",
  "A GeoJSON Feature (RFC 7946) whose geometry is the stand's outline.":
    "Ein GeoJSON-Feature (RFC 7946), dessen Geometrie die Grenze des Bestands ist.",
  "A GeoJSON FeatureCollection of stands, with the cursor of the next page.":
    "Eine GeoJSON-FeatureCollection von Beständen, mit dem Cursor der nächsten Seite.",
  "A GeoJSON Polygon or MultiPolygon in WGS 84 (longitude, latitude).": "Ein GeoJSON-Polygon oder -MultiPolygon in WGS 84 (Länge, Breite).",
  "Where the entry was recorded, in WGS 84.": "Wo der Eintrag erfasst wurde, in WGS 84.",
  "Counter reading of the last report.": "Zählerstand der letzten Meldung.",
  "The machine's hour meter at `end`.": "Der Betriebsstundenzähler der Maschine zum Zeitpunkt `end`.",
  "The stack (Polter) the timber comes from.": "Der Polter, aus dem das Holz stammt.",
  "The harvesting work order, if recorded.": "Der Arbeitsauftrag des Einschlags, sofern erfasst.",
  "Volume in solid cubic metres.": "Menge in Festmetern.",
  "Only in the response that creates the subscription.": "Nur in der Antwort, mit der das Abonnement angelegt wird.",
  "An https address of your system.": "Eine https-Adresse Ihres Systems.",
  "One page of WorkOrder items.": "Eine Seite WorkOrder-Einträge.",
  "Pass as `cursor` to get the next page; `null` on the last page.":
    "Als `cursor` übergeben, um die nächste Seite abzurufen; `null` auf der letzten Seite.",
  "One page of TimeEntry items.": "Eine Seite TimeEntry-Einträge.",
  "One page of Machine items.": "Eine Seite Machine-Einträge.",
  "One page of TimberDelivery items.": "Eine Seite TimberDelivery-Einträge.",
  "One page of WebhookSubscription items.": "Eine Seite WebhookSubscription-Einträge.",
  "Problem Details for HTTP APIs (RFC 9457).": "Fehlerbeschreibung nach „Problem Details for HTTP APIs“ (RFC 9457).",
  "With status 422: one entry per invalid field.": "Bei Status 422: ein Eintrag je ungültigem Feld.",
  "JSON Pointer to the field.": "JSON Pointer auf das Feld.",

  // Shared parameters and responses
  "Items per page.": "Einträge je Seite.",
  "The `nextCursor` of the previous page; omit for the first page.": "Der `nextCursor` der vorigen Seite; für die erste Seite weglassen.",
  "Only items changed at or after this time: for incremental synchronisation.":
    "Nur Einträge, die zu diesem Zeitpunkt oder später geändert wurden: für eine schrittweise Synchronisation.",
  "The work order's id.": "Die ID des Arbeitsauftrags.",
  "A unique key per intended change; a retried request with the same key is not applied twice.":
    "Ein eindeutiger Schlüssel je beabsichtigter Änderung; eine wiederholte Anfrage mit demselben Schlüssel wird nicht zweimal ausgeführt.",
  "The request is malformed, for example an unknown parameter.":
    "Die Anfrage ist fehlerhaft aufgebaut, etwa durch einen unbekannten Parameter.",
  "The access token is missing, expired or invalid.": "Das Zugriffstoken fehlt, ist abgelaufen oder ungültig.",
  "The token lacks the scope this operation needs.": "Dem Token fehlt der Scope, den diese Operation braucht.",
  "There is no such item, or it is not visible to this client.":
    "Diesen Eintrag gibt es nicht, oder er ist für diesen Client nicht sichtbar.",
  "The change conflicts with the current state, for example a completed work order.":
    "Die Änderung passt nicht zum aktuellen Stand, etwa bei einem abgeschlossenen Arbeitsauftrag.",
  "The body is well-formed but a field is invalid; `errors` names the fields.":
    "Der Inhalt ist korrekt aufgebaut, aber ein Feld ist ungültig; `errors` nennt die Felder.",
  "Too many requests; wait for the seconds given in `Retry-After`.":
    "Zu viele Anfragen; warten Sie die in `Retry-After` genannten Sekunden ab.",
};

/** The names of the document's tags (its resources) in German; the anchors keep the English names. */
export const germanTagNames: Readonly<Record<string, string>> = {
  "Work orders": "Arbeitsaufträge",
  Stands: "Bestände",
  "Time entries": "Zeiteinträge",
  Machines: "Maschinen",
  Timber: "Holz",
  Webhooks: "Webhooks",
};

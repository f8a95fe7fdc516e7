/** Games in CSV, with the column layout named or recognised (eOthello's export among them), read and written through commons-csv. */
package org.othellodb.format.csv;

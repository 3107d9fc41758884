// Leaflet-Geoman extends the global L that Leaflet 1.x sets on window as it loads: Leaflet first, then Geoman.
import 'leaflet';
import '@geoman-io/leaflet-geoman-free';
import 'leaflet/dist/leaflet.css';
import '@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css';
